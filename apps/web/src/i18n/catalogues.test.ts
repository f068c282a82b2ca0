import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueGaps, readPo } from './po-file';

/**
 * issue 30, "Tests": the English and Hindi catalogues hold the same messages, and no Hindi
 * translation is empty (`npm run i18n:extract` writes both from the code).
 */
const LOCALES = path.resolve(import.meta.dirname, '../locales');

function catalogue(language: 'en' | 'hi'): Map<string, string> {
  return readPo(fs.readFileSync(path.join(LOCALES, `${language}.po`), 'utf8'));
}

describe('catalogues', () => {
  it('has every message in both languages and every Hindi one translated', () => {
    const english = catalogue('en');
    expect(english.size).toBeGreaterThan(10);
    expect(catalogueGaps(english, catalogue('hi'))).toEqual({
      onlyInEnglish: [],
      onlyInHindi: [],
      emptyInHindi: [],
    });
  });

  it('keeps the placeholders of each English message in its Hindi one', () => {
    const hindi = catalogue('hi');
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [id] of catalogue('en')) {
      expect(placeholders(hindi.get(id) ?? ''), id).toEqual(placeholders(id));
    }
  });

  it('finds a message missing on either side and an empty translation', () => {
    const english = readPo('msgid "Home"\nmsgstr "Home"\n\nmsgid "Cart"\nmsgstr "Cart"\n');
    const hindi = readPo('msgid "Home"\nmsgstr ""\n\nmsgid "Extra"\nmsgstr "अतिरिक्त"\n');
    expect(catalogueGaps(english, hindi)).toEqual({
      onlyInEnglish: ['Cart'],
      onlyInHindi: ['Extra'],
      emptyInHindi: ['Home'],
    });
  });
});
