import { DATE_LOCALE, type Language } from '@haat/contracts';
import { dateFormat } from './intl-formats';

/**
 * `iso` written with `options` in the reader's language: the en-GB form in English, the hi-IN
 * form in Hindi (issue 30), in the reader's own time zone.
 */
export function formatDateTime(
  iso: string,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateFormat(DATE_LOCALE[language], options).format(new Date(iso));
}

const ORDER_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

/**
 * docs/product.md, "Constants and limits": order dates in the en-GB format (21/11/2026), in the
 * shopper's own time zone; in Hindi, the hi-IN form (issue 30).
 */
export function formatOrderDate(iso: string, language: Language = 'en'): string {
  return formatDateTime(iso, language, ORDER_DATE);
}
