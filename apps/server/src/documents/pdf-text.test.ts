import { describe, expect, it } from 'vitest';
import { indianDate, newDocument, scriptRuns, write } from './pdf-text.ts';

describe('scriptRuns', () => {
  it('cuts text into runs of one script, spaces and punctuation staying in the run', () => {
    expect(scriptRuns('Asha Verma')).toEqual([{ deva: false, text: 'Asha Verma' }]);
    expect(scriptRuns('फ्लैट 12, श्री कृष्ण')).toEqual([
      { deva: true, text: 'फ्लैट ' },
      { deva: false, text: '12, ' },
      { deva: true, text: 'श्री कृष्ण' },
    ]);
    // A joiner shapes the conjunct: it stays with its letters.
    expect(scriptRuns('क्‍ष')).toEqual([{ deva: true, text: 'क्‍ष' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('indianDate', () => {
  it('is dd-mm-yyyy in India’s time', () => {
    expect(indianDate('2026-03-31T18:29:59.000Z')).toBe('31-03-2026');
    expect(indianDate('2026-03-31T18:30:00.000Z')).toBe('01-04-2026');
  });
});

describe('write', () => {
  it('places each script’s run of right-aligned text side by side, ending at the right edge', () => {
    const doc = newDocument();
    doc.addPage();
    const drawn: { text: string; x: number; width: number }[] = [];
    const text = doc.text.bind(doc);
    doc.text = ((piece: string, x?: number, y?: number, options?: object) => {
      drawn.push({ text: piece, x: x ?? doc.x, width: doc.widthOfString(piece) });
      return text(piece, x, y, options);
    }) as typeof doc.text;
    write(doc, 'हाट रिटेल LLP', { x: 100, y: 50, width: 300, align: 'right', bold: true });
    expect(drawn.map((piece) => piece.text)).toEqual(['हाट रिटेल ', 'LLP']);
    const [hindi, latin] = drawn as [(typeof drawn)[0], (typeof drawn)[0]];
    expect(latin.x).toBeCloseTo(hindi.x + hindi.width, 3);
    expect(latin.x + latin.width).toBeCloseTo(400, 3);
  });
});
