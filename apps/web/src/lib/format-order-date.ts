import { DATE_LOCALE, type Language } from '@haat/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `iso` written with `options` in the reader's language: the en-GB form in English, the hi-IN
 * form in Hindi (issue 30), in the reader's own time zone. One formatter per language and form.
 */
export function formatDateTime(
  iso: string,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], options);
    formats.set(key, format);
  }
  return format.format(new Date(iso));
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
