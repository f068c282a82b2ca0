import { setupI18n, type I18n } from '@lingui/core';
import {
  localized,
  translate,
  type Language,
  type Localized,
  type MessageText,
  type SentenceValue,
} from '@haat/contracts';
import { messages as english } from '@haat/contracts/locales/en';
import { messages as hindi } from '@haat/contracts/locales/hi';

/**
 * The server's sentences in both languages (docs/decisions/281-server-messages-catalogue.md):
 * one i18n instance per language, made once; they hold no request state (each call names its
 * language), so concurrent requests share them safely.
 */
const INSTANCES: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: english } }),
  hi: setupI18n({ locale: 'hi', messages: { hi: hindi } }),
};

/** `text` in `language` (English when the catalogue has no such sentence). */
export function say(language: Language, text: MessageText): string {
  return translate(INSTANCES[language], text);
}

/** A sentence with values, and its English (for logs, and the English answer). */
export function sentence(id: string, values: Record<string, SentenceValue>): Localized {
  return localized(id, values);
}

/** A sentence's English. */
export function inEnglish(text: MessageText): string {
  return say('en', text);
}
