import { setupI18n, type I18n, type Messages } from '@lingui/core';
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

/**
 * The app's messages in English and Hindi (docs/decisions/271-hindi-beside-english-lingui.md).
 * English comes with the app; Hindi is its own chunk (with the server's catalogue of field
 * messages, docs/decisions/284-field-messages-on-the-web-in-hindi.md), loaded only for a Hindi reader. Every
 * render has its own i18n instance (one per browser tab, one per page the server renders):
 * components read it from the I18nProvider (`useLingui`), never from Lingui's global one.
 */
export async function messagesFor(language: Language): Promise<Messages> {
  if (language === 'hi') {
    // The app's Hindi, and the Hindi of the sentences contracts' schemas and the server write
    // (their English is their id, so English needs no catalogue of them).
    const [app, shared] = await Promise.all([
      import('../locales/hi.po'),
      import('@haat/contracts/locales/hi'),
    ]);
    return { ...shared.messages, ...app.messages };
  }
  return englishMessages;
}

/** An i18n instance in `language`, with its messages. */
export function makeI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** An English i18n instance, ready at once (the tests' renders, the app's default). */
export function makeEnglishI18n(): I18n {
  return makeI18n(DEFAULT_LANGUAGE, englishMessages);
}

/** An i18n instance in `language`, its catalogue loaded. */
export async function loadI18n(language: Language): Promise<I18n> {
  return makeI18n(language, await messagesFor(language));
}

/** Switches `i18n` to `language` (its catalogue's chunk is fetched once by the browser). */
export async function activate(i18n: I18n, language: Language): Promise<void> {
  i18n.load(language, await messagesFor(language));
  i18n.activate(language);
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
