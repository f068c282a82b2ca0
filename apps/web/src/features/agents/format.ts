import { NUMBER_LOCALE, type Language } from '@haat/contracts';
import { formatOrderDate } from '../../lib/format-order-date';
import { numberFormat } from '../../lib/intl-formats';

/** Rupees in the reader's language, Indian grouping in both (issue 30), to `decimals` places. */
const rupeeFormat = (language: Language, decimals: 0 | 2) =>
  numberFormat(NUMBER_LOCALE[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/**
 * ₹1,23,456.50: 'Total Earnings' and commission with two decimals (docs/product.md, "Commission"),
 * Indian grouping in English and Hindi alike.
 */
export function rupees2(rupees: number, language: Language = 'en'): string {
  return rupeeFormat(language, 2).format(rupees);
}

/** ₹1,235: the agent user details' rounded commission (docs/product.md, "Commission"). */
export function roundedRupees(rupees: number, language: Language = 'en'): string {
  return rupeeFormat(language, 0).format(Math.round(rupees));
}

/**
 * Order dates in the en-GB format (docs/product.md, "Constants and limits"): 23/11/2026; in
 * Hindi the hi-IN form (lib/format-order-date).
 */
export function orderDate(iso: string, language: Language = 'en'): string {
  return formatOrderDate(iso, language);
}

/** 'Phone or Email' of a user: the phone when they have one, else the email. */
export function contactOf(user: { email: string | null; phone: string | null }): string {
  return user.phone ?? user.email ?? '';
}
