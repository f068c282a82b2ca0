import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  indiaDayStartUtc,
  presetPeriod,
  previousPeriod,
  weekStartOf,
} from './stats-periods.ts';

describe("the dashboards' periods", () => {
  it('count days across a month end and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysInPeriod('2026-11-26', '2026-11-26')).toBe(1);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('compare with the period of the same length just before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('start weeks on Monday and India days at 18:30 UTC the day before', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
    expect(indiaDayStartUtc('2026-11-01')).toBe('2026-10-31T18:30:00.000Z');
  });

  it('end every preset today', () => {
    expect(presetPeriod('today', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetPeriod('7d', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetPeriod('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetPeriod('month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });
});
