/**
 * The shop's two languages (issue 30, "Calls"): `hi` or `en`, kept in the `lang` cookie (and on
 * the account once signed in); pages and API messages follow it, else the browser's
 * Accept-Language, English by default (docs/decisions/271-hindi-beside-english-lingui.md).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANG_COOKIE = 'lang';
/** A year: the choice is kept until changed. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/**
 * The first of Accept-Language's languages (by q, then order) that the shop has, or null.
 * `hi-IN`, `hi` → hi; `en-GB`, `en` → en.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) if (isLanguage(base)) return base;
  return null;
}

/** The reader's language: the `lang` cookie's when it is one, else Accept-Language's, else en. */
export function chooseLanguage(
  cookie: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Language {
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** Intl locales: Indian digit grouping in both; dates en-GB in English, hi-IN in Hindi. */
export const NUMBER_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
export const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };
