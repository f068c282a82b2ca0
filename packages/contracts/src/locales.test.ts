import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { COD_MESSAGES } from './cod.ts';
import { messages as compiledEnglish } from './locales/en.ts';
import { messages as compiledHindi } from './locales/hi.ts';
import { MESSAGES, requiredMessage } from './messages.ts';
import { translate } from './translate.ts';

/**
 * The server's catalogue (docs/decisions/281-server-messages-catalogue.md): every sentence the
 * API can answer in Hindi beside its English, and the compiled modules the server loads made
 * from the PO files as they are (`npm run i18n:server`).
 */
const LOCALES = path.resolve(import.meta.dirname, 'locales');

async function readCatalogue(language: 'en' | 'hi') {
  const file = path.join(LOCALES, `${language}.po`);
  const catalogue = await formatter().parse(fs.readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return new Map(Object.entries(catalogue).map(([id, entry]) => [id, entry.translation ?? '']));
}

describe('the server’s catalogue', () => {
  it('has the same sentences in English and Hindi, each Hindi one translated', async () => {
    const english = await readCatalogue('en');
    const hindi = await readCatalogue('hi');
    expect(english.size).toBeGreaterThan(100);
    expect([...english.keys()].filter((id) => !hindi.has(id))).toEqual([]);
    expect([...hindi.keys()].filter((id) => !english.has(id))).toEqual([]);
    expect([...hindi].filter(([, text]) => !text.trim()).map(([id]) => id)).toEqual([]);
  });

  it('keeps each sentence’s placeholders in its Hindi', async () => {
    const hindi = await readCatalogue('hi');
    const names = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
    for (const [id, text] of hindi) expect(names(text), id).toEqual(names(id));
  });

  it('is compiled from the PO files as they are', async () => {
    for (const [language, compiled] of [
      ['en', compiledEnglish],
      ['hi', compiledHindi],
    ] as const) {
      const catalogue = await readCatalogue(language);
      const fromPo = Object.fromEntries(
        [...catalogue].map(([id, text]) => [id, compileMessage(text || id)]),
      );
      expect(compiled, `run npm run i18n:server (${language})`).toEqual(fromPo);
    }
  });

  it('holds the spec’s shared sentences in English exactly as MESSAGES writes them', () => {
    for (const text of Object.values(MESSAGES)) {
      if (text === MESSAGES.authenticated) continue; // the session check's answer, not a sentence
      expect(Object.keys(compiledEnglish), text).toContain(text);
    }
  });

  it('translates plain sentences, sentences with values, and sentences made when a module loaded', () => {
    const hi = setupI18n({ locale: 'hi', messages: { hi: compiledHindi } });
    const en = setupI18n({ locale: 'en', messages: { en: compiledEnglish } });
    expect(translate(hi, MESSAGES.pincodeDigits)).toBe('पिनकोड ठीक 6 अंकों का होना चाहिए');
    expect(translate(hi, 'A sentence the catalogue has not')).toBe(
      'A sentence the catalogue has not',
    );
    expect(translate(hi, COD_MESSAGES.notServedSentence('500001'))).toBe(
      'कैश ऑन डिलीवरी अभी 500001 के लिए उपलब्ध नहीं है',
    );
    expect(translate(en, COD_MESSAGES.notServedSentence('500001'))).toBe(
      COD_MESSAGES.notServed('500001'),
    );
    expect(translate(hi, requiredMessage('city'))).toBe('City ज़रूरी है');
    expect(translate(en, requiredMessage('city'))).toBe('City is required');
  });
});
