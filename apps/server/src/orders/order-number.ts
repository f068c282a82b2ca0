import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db/connect.ts';
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

/** Texts that are the beginning of some `formatOrderNumber` (any case): `ht-2`, `HT-26-0001`. */
const ORDER_NUMBER_START = /^H(?:T(?:-(?:\d(?:\d(?:-\d*)?)?)?)?)?$/i;

/** Whether an order number could begin with `text` (the orders list's free text). */
export function couldStartOrderNumber(text: string): boolean {
  return ORDER_NUMBER_START.test(text);
}

/** What every order number of the year begins with (`HT-26-`); its count follows. */
export function orderNumberPrefix(year: number): string {
  return formatOrderNumber(year, 0).slice(0, -6);
}

/** PostgreSQL: the sequence the year's order numbers are counted by. */
export function orderNumberSequence(year: number): string {
  return `order_numbers_${year}`;
}

/** By database: the years whose sequence this process has made sure of (or is making sure of). */
const sequencesMade = new WeakMap<object, Map<number, Promise<void>>>();

/**
 * PostgreSQL: makes the year's number sequence if it is not there yet (the first order of a
 * year does), in a transaction of its own, so that the placing transaction finds it; once per
 * year and process. Creators in other processes wait on one advisory lock, as two
 * `create sequence if not exists` of the same name at once could collide.
 */
export function ensureOrderNumberSequence(db: Db, year: number): Promise<void> {
  const made = sequencesMade.get(db.kysely) ?? new Map<number, Promise<void>>();
  sequencesMade.set(db.kysely, made);
  const known = made.get(year);
  if (known) return known;
  const making = db.kysely
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('haat.order_numbers'))`.execute(trx);
      await sql`create sequence if not exists ${sql.id(orderNumberSequence(year))} as bigint`.execute(
        trx,
      );
    })
    .catch((error: unknown) => {
      made.delete(year);
      throw error;
    });
  made.set(year, making);
  return making;
}

/**
 * The next order number of the year (docs/decisions/337-order-numbers-from-a-sequence.md):
 * unique and increasing within the year, not gapless. On PostgreSQL from the year's sequence,
 * which locks nothing (a number taken by an order that then rolls back stays unused); on
 * SQLite, whose one writer waits for nobody, from the year's `order_counters` row in `trx`.
 */
export async function nextOrderNumber(
  db: Db,
  at: Date,
  trx: DbExecutor = db.kysely,
): Promise<string> {
  const year = orderYear(at);
  if (db.dialect === 'postgres') {
    await ensureOrderNumberSequence(db, year);
    const { rows } = await sql<{ count: number }>`
      select nextval(${orderNumberSequence(year)}::regclass) as count`.execute(trx);
    return formatOrderNumber(year, rows[0]!.count);
  }
  return formatOrderNumber(year, await bumpOrderCounter(trx, year));
}
