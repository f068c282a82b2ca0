import type { DbExecutor } from '../db/connect.ts';
import { bumpOrderCounter } from './orders.queries.ts';

/** India Standard Time, UTC+5:30: an order placed just after midnight on 1 January is new-year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The shop's year of an instant, in India time. */
export function orderYear(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

/** `HT-26-000123`: the year's last two digits and at least six digits of the year's count. */
export function formatOrderNumber(year: number, count: number): string {
  return `HT-${String(year % 100).padStart(2, '0')}-${String(count).padStart(6, '0')}`;
}

/** What every order number of the year begins with (`HT-26-`); its count follows. */
export function orderNumberPrefix(year: number): string {
  return formatOrderNumber(year, 0).slice(0, -6);
}

/**
 * The next order number of the year, taken inside the place-order transaction. The upsert
 * locks the year's counter row until that transaction ends, so concurrent orders get
 * consecutive numbers on PostgreSQL, and a rolled-back order gives its number back (no gaps).
 * Call it last, just before the order's insert, to hold that lock as briefly as possible.
 */
export async function nextOrderNumber(db: DbExecutor, at: Date): Promise<string> {
  const year = orderYear(at);
  return formatOrderNumber(year, await bumpOrderCounter(db, year));
}
