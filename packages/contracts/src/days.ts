import { z } from 'zod';

/**
 * The earliest day the shop records (a payout's day): the shop took no orders before 2020, so
 * an earlier day is a typing mistake (docs/decisions/132-real-days-in-range.md).
 */
export const EARLIEST_DAY = '2020-01-01';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** India is UTC+05:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * True for a day of the calendar written YYYY-MM-DD. `Date.parse` alone is not enough: it
 * takes 2026-02-31 and rolls it over, so the day must read back as itself.
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}

/** Today's date in India, as YYYY-MM-DD. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A day as forms send it: a real calendar day, not before EARLIEST_DAY. Whether it lies in the
 * future depends on the server's clock, so the service checks that against `indiaDay(now)`.
 */
export function daySchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .regex(DAY, `${label} must be a day like 2026-11-23`)
    .refine(isCalendarDay, `${label} is not a real day`)
    .refine((day) => day >= EARLIEST_DAY, `${label} cannot be before ${EARLIEST_DAY}`);
}
