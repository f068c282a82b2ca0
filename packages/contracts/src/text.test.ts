import { describe, expect, it } from 'vitest';
import { safeId, safeText } from './text.ts';

describe('safeText', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\nb', '\t'])(
    'refuses %j on one line',
    (value) => expect(safeText().safeParse(value).success).toBe(false),
  );

  it('lets tab and line breaks through in multi-line text, never NUL', () => {
    const text = safeText(undefined, { multiline: true });
    expect(text.safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(text.safeParse('one\u0000two').success).toBe(false);
  });

  it('keeps ordinary text of any script, emoji included', () => {
    for (const value of ['Asha Verma', 'आशा', 'ಹಾಟ್', 'Café ☕', '😀', '']) {
      expect(safeText().safeParse(value).success).toBe(true);
    }
  });

  it('an id is trimmed plain text of 1 to 100 characters', () => {
    expect(safeId().parse(' abc ')).toBe('abc');
    expect(safeId().safeParse('').success).toBe(false);
    expect(safeId().safeParse('x'.repeat(101)).success).toBe(false);
    expect(safeId().safeParse('%00\u0000').success).toBe(false);
  });
});
