import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** The advisory lock key of a starting server: 'Haat' in ASCII, and 1 (migrate and seed). */
export const STARTUP_LOCK_KEY = '0x4861617401';
const KEY = BigInt(STARTUP_LOCK_KEY).toString();

/**
 * Runs `work` (migrating, filling the pincodes, seeding the demo, making sure of the admin)
 * in one server process at a time: on PostgreSQL the first process to start holds a
 * session-level advisory lock on a connection of its own while the others wait for it, so
 * several processes started together migrate and seed once
 * (docs/decisions/184-start-under-an-advisory-lock.md). A process that dies lets go of the
 * lock with its connection. SQLite is one file for one server process: nothing to wait for.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${KEY}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${KEY}::bigint)`.execute(connection);
    }
  });
}
