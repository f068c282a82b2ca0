import { NUMBER_LOCALE, type Language } from './language.ts';
/**
 * Money crosses the API as rupees (at most 2 decimals) and is stored and computed as
 * integer paise. Commission rates are stored as basis points (1% = 100 bp).
 */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/**
 * Commission of a line = unit price × commission % ÷ 100 × quantity (docs/product.md,
 * "Commission"), exact in paise up to the last step, which rounds half up to a whole paisa.
 */
export function lineCommissionPaise(
  unitPricePaise: number,
  commissionBp: number,
  quantity: number,
): number {
  return Math.round((unitPricePaise * commissionBp * quantity) / 10_000);
}

/**
 * True when a number is a whole number of hundredths (a rupee amount in paise, a percent in
 * basis points): the very number its two-decimal rounding reads back as. No tolerance: one let
 * 1e-9 through, which rounded to ₹0 and a 0 % rate (docs/decisions/131-money-checked-in-paise.md).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

const rupeeFormats = new Map<Language, Intl.NumberFormat>();

function rupeeFormat(language: Language): Intl.NumberFormat {
  let format = rupeeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], {
      style: 'currency',
      currency: 'INR',
      // Whole rupees without decimals, any paise with both digits: ₹4,398 and ₹1.50.
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    });
    rupeeFormats.set(language, format);
  }
  return format;
}

/** ₹1,23,456.50 style (₹1,23,456 when whole), Indian digit grouping, in English and in Hindi alike. */
export function formatRupees(rupees: number, language: Language = 'en'): string {
  return rupeeFormat(language).format(rupees);
}

/** 12,34,567 style, Indian digit grouping. */
export function formatCount(value: number, language: Language = 'en'): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[language]).format(value);
}
