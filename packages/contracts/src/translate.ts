import type { I18n } from '@lingui/core';

/**
 * A sentence with values (docs/decisions/281-server-messages-catalogue.md): `id` is its English
 * ICU text (`{name} is currently unavailable.`), marked `/*i18n*\/` where it is written so that
 * the extraction finds it; `values` fill it in either language.
 */
export interface Localized {
  readonly id: string;
  readonly values: Readonly<Record<string, SentenceValue>>;
}

/** A value: as it is, or a sentence (translated too), or a list of sentences (joined by '; '). */
export type SentenceValue = string | number | Localized | readonly Localized[];

export type MessageText = string | Localized;

export function localized(id: string, values: Record<string, SentenceValue>): Localized {
  return { id, values };
}

/**
 * Sentences built once, when a module loads (the schemas' `{Field} is required`): their English
 * as written, and what it was made from, so that a reader in Hindi gets the translation.
 */
const definedSentences = new Map<string, Localized>();

/** Keeps `english` as `sentence` filled, for `translate`; answers `english`. */
export function defineSentence(english: string, sentence: Localized): string {
  definedSentences.set(english, sentence);
  return english;
}

function knows(i18n: I18n, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id);
}

/**
 * `text` in `i18n`'s language: a plain sentence is its own id (the catalogue's English is the
 * text itself), one the catalogue does not have stays as it is; a sentence with values is
 * filled in the language, its text values translated when the catalogue has them.
 */
export function translate(i18n: I18n, text: MessageText): string {
  const sentence = typeof text === 'string' ? definedSentences.get(text) : text;
  if (sentence) {
    if (!knows(i18n, sentence.id)) return typeof text === 'string' ? text : sentence.id;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(sentence.values)) {
      values[name] =
        typeof value === 'number'
          ? value
          : typeof value === 'string'
            ? translate(i18n, value)
            : 'id' in value
              ? translate(i18n, value)
              : value.map((each) => translate(i18n, each)).join('; ');
    }
    return i18n._(sentence.id, values);
  }
  return typeof text === 'string' && knows(i18n, text) ? i18n._(text) : (text as string);
}
