import { sql } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';

/** Adds one to the counter `key` (made with `expiresAt` when new); answers the new count. */
export async function bumpCounter(db: DbExecutor, key: string, expiresAt: string): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The counter's value, 0 when it does not exist. */
export async function readCounter(db: DbExecutor, key: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function deleteExpiredCounters(db: DbExecutor, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}
