/**
 * Intl formatters made once per locale and options and kept: a formatter is costly to make
 * and every list row formats again (money, dates in the reader's language, issue 30).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(
    dateFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
