import { describe, expect, it } from 'vitest';
import { chooseLanguage, DATE_LOCALE, languageFromAcceptLanguage } from './language.ts';
import { formatCount, formatRupees } from './money.ts';

describe('the reader language (issue 30)', () => {
  it('takes the lang cookie first, then Accept-Language, English by default', () => {
    expect(chooseLanguage('hi', 'en-GB')).toBe('hi');
    expect(chooseLanguage('en', 'hi-IN')).toBe('en');
    expect(chooseLanguage('fr', 'hi-IN,en;q=0.5')).toBe('hi');
    expect(chooseLanguage(undefined, 'fr-FR,de')).toBe('en');
    expect(chooseLanguage(undefined, undefined)).toBe('en');
  });

  it("reads Accept-Language's weights and order", () => {
    expect(languageFromAcceptLanguage('en;q=0.4, hi;q=0.9')).toBe('hi');
    expect(languageFromAcceptLanguage('mr-IN, en-IN;q=0.8, hi;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage('ta')).toBeNull();
  });
});

describe('money and numbers in Indian grouping, in both languages', () => {
  it.each(['en', 'hi'] as const)('%s', (language) => {
    expect(formatRupees(123456.5, language)).toBe('₹1,23,456.50');
    expect(formatRupees(99, language)).toBe('₹99');
    expect(formatRupees(10000000, language)).toBe('₹1,00,00,000');
    expect(formatCount(1234567, language)).toBe('12,34,567');
  });
});

describe('dates', () => {
  it('are written en-GB in English and hi-IN in Hindi', () => {
    expect(DATE_LOCALE).toEqual({ en: 'en-GB', hi: 'hi-IN' });
  });
});
