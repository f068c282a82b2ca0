import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amount in words', () => {
  it('says rupees and paise in the Indian system', () => {
    expect(amountInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    );
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(9_999_999)).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(2_101)).toBe('Rupees Twenty-One and One Paisa Only');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });

  it('always ends in Only and never leaves a compound ten unhyphenated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (paise) => {
        const text = amountInWords(paise);
        expect(text.endsWith(' Only')).toBe(true);
        expect(text).not.toMatch(
          /(Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety) (One|Two|Three|Four|Five|Six|Seven|Eight|Nine)\b/,
        );
        expect(/Pais[ae] Only$/.test(text)).toBe(paise % 100 !== 0);
      }),
    );
  });
});
