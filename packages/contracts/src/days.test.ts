import { describe, expect, it } from 'vitest';
import { daySchema, EARLIEST_DAY, indiaDay, isCalendarDay } from './days.ts';

describe('days (issue 20)', () => {
  it('knows the calendar: month lengths and leap years', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-01-31', '2026-04-30', '2026-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of ['2026-02-31', '2026-04-31', '2025-02-29', '1900-02-29', '2026-13-01']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const day of ['2026-00-10', '2026-01-00', '2026-1-5', '26-01-05', '2026-01-05T00:00']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it('refuses a day before the shop, with a sentence naming the field', () => {
    const schema = daySchema('Date');
    expect(schema.safeParse(EARLIEST_DAY).success).toBe(true);
    const early = schema.safeParse('2019-12-31');
    expect(early.error?.issues[0]?.message).toBe(`Date cannot be before ${EARLIEST_DAY}`);
    expect(schema.safeParse('2026-02-31').error?.issues[0]?.message).toBe('Date is not a real day');
  });

  it('tells the day in India, which starts 5 h 30 min before UTC', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});
