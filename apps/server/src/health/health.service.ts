import type { Db } from '../db/connect.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { selectOne } from './health.queries.ts';

/** Resolves once the database answers; rejects with the driver's error when it does not. */
export async function checkDatabase(db: Db): Promise<void> {
  await selectOne(db.kysely);
}

/**
 * Whether the schema is at the latest migration this server carries. Once it is, it stays so
 * for this process (a migration is never undone under a running server), so only the first
 * ready checks read the migrations table.
 */
export function migrationsCheck(db: Db): () => Promise<string | null> {
  let done = false;
  return async () => {
    if (done) return null;
    const pending = await pendingMigrations(db.kysely);
    if (pending.length > 0) return `The database is waiting for ${pending.length} migration(s).`;
    done = true;
    return null;
  };
}
