import { setupI18n, type I18n } from '@lingui/core';
import {
  DATE_LOCALE,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  languageFromAcceptLanguage,
  type Language,
} from '@haat/contracts';
import { messages as englishMessages } from '../locales/en.po';
import {
  defineCatalogue,
  englishInstanceWith,
  loadCatalogue,
  switchCatalogues,
  type Catalogue,
} from './catalogue';

/**
/**
 * The app's messages in English and Hindi (docs/decisions/271-hindi-beside-english-lingui.md,
 * 274-a-catalogue-per-feature.md). The shell's catalogue (the header, the shared pieces and
 * the storefront's catalogue feature) comes with the app in English; each other feature's
 * loads with its pages (`useCatalogue`); every Hindi one is its own chunk, loaded only for a
 * Hindi reader. The shell's Hindi carries the Hindi of the sentences contracts' schemas and
 * the server write too (their English is their id, so English needs no catalogue of them;
 * docs/decisions/284-field-messages-on-the-web-in-hindi.md). Every render has its own i18n
 * instance (one per browser tab, one per page the server renders): components read it from
 * the I18nProvider (`useLingui`), never from Lingui's global one.
 */
export const shellCatalogue = defineCatalogue('shell', englishMessages, async () => {
  const [app, shared] = await Promise.all([
    import('../locales/hi.po'),
    import('@haat/contracts/locales/hi'),
  ]);
  return { messages: { ...shared.messages, ...app.messages } };
});

function emptyInstance(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: {} } });
}

/**
 * An English i18n instance with the shell's catalogue (and `more`), ready at once (the app's
 * default, the tests' renders).
 */
export function makeEnglishI18n(more: readonly Catalogue[] = []): I18n {
  return englishInstanceWith(emptyInstance(DEFAULT_LANGUAGE), [shellCatalogue, ...more]);
}

/** An i18n instance in `language`, with the shell's catalogue (and `more`) loaded. */
export async function loadI18n(language: Language, more: readonly Catalogue[] = []): Promise<I18n> {
  const i18n = emptyInstance(language);
  await Promise.all(
    [shellCatalogue, ...more].map((catalogue) => loadCatalogue(i18n, catalogue, language)),
  );
  return i18n;
}

/** Switches `i18n` to `language`, with every catalogue its screens have loaded. */
export async function activate(i18n: I18n, language: Language): Promise<void> {
  await switchCatalogues(i18n, language);
}

function cookieLanguage(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The language the browser starts in: the page's own (the server chose it for a page it
 * rendered, so the first render matches), else the `lang` cookie, else the browser's
 * languages, else English.
 */
export function startingLanguage(doc: Document, nav: Navigator): Language {
  const pageLanguage = doc.documentElement.lang;
  if (isLanguage(pageLanguage)) return pageLanguage;
  return (
    cookieLanguage(doc.cookie) ??
    languageFromAcceptLanguage(nav.languages.join(',')) ??
    DEFAULT_LANGUAGE
  );
}

/** Keeps the reader's choice in the `lang` cookie for a year, and the page's `lang`. */
export function rememberLanguage(doc: Document, language: Language): void {
  doc.cookie = `${LANG_COOKIE}=${language}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;
  doc.documentElement.lang = language;
}

/** The locale dates are written in: en-GB in English, hi-IN in Hindi. */
export function dateLocale(language: Language): string {
  return DATE_LOCALE[language];
}
