import { describe, expect, it } from 'vitest';
import { STATS_MESSAGES, STATS_PRESET_LABELS, STATS_PRESETS } from '@haat/contracts';
import { PRESET_TEXT } from '../../components/stats/PeriodPicker';
import { agentsCatalogue } from './catalogue';
import { loadI18n, makeEnglishI18n } from '../../i18n/i18n';
import { periodLabel, periodProblem } from '../../lib/use-stats-period';

/**
 * The dashboards' period in the reader's language (issue 30): its English is contracts' (the
 * presets' names, and the server's answer to a range it refuses), its Hindi its own.
 */
describe('the period in both languages', () => {
  it('says what is wrong with a range as contracts do in English, and in Hindi', async () => {
    const english = makeEnglishI18n([agentsCatalogue]);
    const hindi = await loadI18n('hi', [agentsCatalogue]);
    const after = periodProblem('2026-11-20', '2026-11-01')!;
    const long = periodProblem('2025-01-01', '2026-11-01')!;
    expect(english._(after)).toBe(STATS_MESSAGES.fromAfterTo);
    expect(english._(long)).toBe(STATS_MESSAGES.tooLong);
    expect(hindi._(after)).toMatch(/[\u0900-\u097F]/);
    expect(hindi._(long)).toMatch(/[\u0900-\u097F]/);
    expect(periodProblem('2026-11-01', '2026-11-20')).toBeUndefined();
  });

  it('names the presets as contracts do in English, and in Hindi', async () => {
    const english = makeEnglishI18n([agentsCatalogue]);
    const hindi = await loadI18n('hi', [agentsCatalogue]);
    for (const preset of STATS_PRESETS) {
      expect(english._(PRESET_TEXT[preset])).toBe(STATS_PRESET_LABELS[preset]);
      expect(hindi._(PRESET_TEXT[preset])).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("names days in the reader's form", () => {
    expect(periodLabel('2026-11-03', '2026-12-02')).toBe('3 Nov 2026 – 2 Dec 2026');
    expect(periodLabel('2026-11-03', '2026-11-03', 'hi')).toBe('3 नव॰ 2026');
  });
});
