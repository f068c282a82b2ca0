import { describe, expect, it } from 'vitest';
import { indianDate, scriptRuns } from './pdf-text.ts';

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
