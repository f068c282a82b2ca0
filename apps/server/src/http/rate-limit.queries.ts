import { sql } from 'kysely';
import type { Dialect, DbExecutor } from '../db/connect.ts';

/**
 * Makes the attempts of one key wait for each other until the transaction ends, so two
 * processes never both take the last attempt. PostgreSQL: a transaction-scoped advisory lock
 * on the key's hash (no row needs to exist). SQLite has one writer, and Kysely runs one
 * transaction at a time on its one connection.
 */
export async function lockKey(trx: DbExecutor, key: string, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** When the attempts of `key` still in their window at `now` leave it, oldest first. */
export async function selectLiveHits(
  db: DbExecutor,
  key: string,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select('expires_at')
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.expires_at);
}

export async function insertHit(
  db: DbExecutor,
  hit: { id: string; key: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values({ id: hit.id, key: hit.key, expires_at: hit.expiresAt })
    .execute();
}

export async function deleteHit(db: DbExecutor, id: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('id', '=', id).execute();
}

export async function deleteExpiredHits(db: DbExecutor, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', now).execute();
}
