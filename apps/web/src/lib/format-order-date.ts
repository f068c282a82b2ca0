import { DATE_LOCALE, type Language } from '@haat/contracts';

const orderDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * docs/product.md, "Constants and limits": order dates in the en-GB format (21/11/2026), in the
 * shopper's own time zone; in Hindi, the hi-IN form (issue 30).
 */
export function formatOrderDate(iso: string, language: Language = 'en'): string {
  let format = orderDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    orderDates.set(language, format);
  }
  return format.format(new Date(iso));
}
