/**
 * GST pieces the shipping desk needs (docs/product.md, "Shop settings"): the states with their
 * GST state codes, the GSTIN's shape and check character, the tax inside a GST-inclusive price,
 * invoice totals and invoice numbers. Pure functions over integer paise; no dependencies.
 */

/** The GST rates a product or the shop's default may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * States and union territories with the two-digit code GST gives each, named as addresses
 * name them (the pincode data's names). Only today's codes: 25 (Daman and Diu, merged into 26
 * in 2020), 28 (undivided Andhra Pradesh), 97 (other territory) and 99 (centre jurisdiction)
 * are no shop's state (docs/decisions/162-gst-state-codes.md).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstStateName = (typeof GST_STATES)[number]['name'];

/** The state names, in the table's order (by code). */
export const GST_STATE_NAMES = GST_STATES.map((s) => s.name) as unknown as readonly [
  GstStateName,
  ...GstStateName[],
];

const STATE_BY_CODE = new Map<string, GstStateName>(GST_STATES.map((s) => [s.code, s.name]));
const CODE_BY_STATE = new Map<string, string>(
  GST_STATES.map((s) => [s.name.toLowerCase(), s.code]),
);

/** The state a GST state code stands for, or undefined. */
export function gstStateName(code: string): GstStateName | undefined {
  return STATE_BY_CODE.get(code);
}

/** The GST state code of a state named as addresses name it (any letter case), or undefined. */
export function gstStateCode(state: string): string | undefined {
  return CODE_BY_STATE.get(state.trim().toLowerCase());
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character (15th) of a GSTIN from its first 14 characters (upper case): each
 * character's value in 0–9A–Z times a factor alternating 1, 2, 1, 2…, each product's base-36
 * digits summed; the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_MESSAGES = {
  required: 'GSTIN is required',
  length: 'GSTIN must be 15 characters',
  stateCode: 'GSTIN must start with a state code, 01 to 38',
  pan: 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter',
  entity: 'The 13th character of a GSTIN is 1 to 9 or a letter',
  fourteenth: 'The 14th character of a GSTIN is Z',
  check: 'This GSTIN’s last character does not match the others; please check it for a typo',
} as const;

/**
 * What is wrong with a GSTIN (trimmed, upper case), or null when it is well formed: 15
 * characters, a state code of GST_STATES, a PAN, the entity number, 'Z' and the check
 * character (docs/decisions/161-gstin-check.md).
 */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length === 0) return GSTIN_MESSAGES.required;
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!STATE_BY_CODE.has(gstin.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return GSTIN_MESSAGES.entity;
  if (gstin.charAt(13) !== 'Z') return GSTIN_MESSAGES.fourteenth;
  if (!/^[0-9A-Z]$/.test(gstin.charAt(14))) return GSTIN_MESSAGES.check;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.check;
  return null;
}

/** The tax inside a GST-inclusive price: taxable value + the tax = the price, to the paisa. */
export interface TaxSplit {
  taxablePaise: number;
  /** Within the shop's state: CGST and SGST, half each (CGST takes an odd paisa). */
  cgstPaise: number;
  sgstPaise: number;
  /** To another state: IGST, the whole tax. */
  igstPaise: number;
}

/**
 * Splits a line's GST-inclusive price (integer paise) at a rate: the taxable value is
 * price × 100 ÷ (100 + rate), rounded half up to the paisa, and the tax is the rest, so the
 * two add up to the price exactly; within the state the tax halves into CGST and SGST, the odd
 * paisa to CGST (docs/decisions/163-gst-inclusive-split.md).
 */
export function splitGstInclusive(
  pricePaise: number,
  rate: GstRate,
  intraState: boolean,
): TaxSplit {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`A price in paise is a whole number ≥ 0: ${pricePaise}`);
  const divisor = 100 + rate;
  // Half up in integers: floor((2·P·100 + divisor) / (2·divisor)).
  const taxablePaise = Math.floor((2 * pricePaise * 100 + divisor) / (2 * divisor));
  const tax = pricePaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

export interface InvoiceTotals extends TaxSplit {
  /** The lines' prices added up: taxable + CGST + SGST + IGST. */
  linesPaise: number;
  /** What rounding to whole rupees, half up, adds (negative when it takes away): −49 to +50 paise. */
  roundOffPaise: number;
  /** The invoice total in whole rupees, as paise. */
  totalPaise: number;
}

/**
 * Totals of an invoice from its lines' GST-inclusive prices: each line split on its own (so
 * each line's figures add up), summed, and a 'Round off' to whole rupees, half up.
 */
export function invoiceTotals(
  lines: readonly { pricePaise: number; rate: GstRate }[],
  intraState: boolean,
): InvoiceTotals {
  const sum: TaxSplit = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  let linesPaise = 0;
  for (const line of lines) {
    const split = splitGstInclusive(line.pricePaise, line.rate, intraState);
    sum.taxablePaise += split.taxablePaise;
    sum.cgstPaise += split.cgstPaise;
    sum.sgstPaise += split.sgstPaise;
    sum.igstPaise += split.igstPaise;
    linesPaise += line.pricePaise;
  }
  const totalPaise = Math.floor((linesPaise + 50) / 100) * 100;
  return { ...sum, linesPaise, roundOffPaise: totalPaise - linesPaise, totalPaise };
}

const amountFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as rupees with two decimals in Indian grouping: 12345650 → '1,23,456.50'. */
export function formatIndianAmount(paise: number): string {
  return amountFormat.format(paise / 100);
}

/** Rule 46 of the CGST Rules: an invoice number is at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;
/** The serial is printed with at least this many digits. */
export const INVOICE_SERIAL_DIGITS = 5;
/** What the year and serial take: '/' + 'YY-YY' + '/' + five digits. */
const YEAR_AND_SERIAL = 1 + 5 + 1 + INVOICE_SERIAL_DIGITS;
/** The longest invoice prefix that leaves room for the year and a 5-digit serial: 4. */
export const INVOICE_PREFIX_MAX = INVOICE_NUMBER_MAX - YEAR_AND_SERIAL;

/** The financial year (April to March) a moment falls in, in India's time, by its first year. */
export function financialYearOf(moment: Date): number {
  // India keeps one time zone, 5 h 30 min ahead of UTC, with no daylight saving.
  const india = new Date(moment.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/**
 * An invoice number: prefix, financial year as 'YY-YY' and the serial with at least 5 digits,
 * e.g. invoiceNumber('HT', 2026, 123) → 'HT/26-27/00123'. A number over 16 characters (a
 * 6-digit serial after a 4-character prefix) is a RangeError: the caller must not issue it.
 */
export function invoiceNumber(prefix: string, financialYearStart: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1)
    throw new RangeError(`An invoice serial is a whole number ≥ 1: ${serial}`);
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  const year = `${yy(financialYearStart)}-${yy(financialYearStart + 1)}`;
  const number = `${prefix}/${year}/${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX)
    throw new RangeError(`Invoice number over ${INVOICE_NUMBER_MAX} characters: ${number}`);
  return number;
}
