import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import type { Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { maskSecrets, maskUrl } from './secrets.ts';

/** The built web app beside this server: apps/web/dist from apps/server/{src,dist}. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Opens and migrates the configured database, with a sentence a person can act on. */
export async function openDatabase(config: Config): Promise<Db> {
  const db = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db.kysely);
  } catch (error) {
    await db.close().catch(() => undefined);
    const where = maskUrl(config.databaseUrl);
    const cause = maskSecrets(error instanceof Error ? error.message : String(error));
    throw new Error(`Cannot open the database at DATABASE_URL=${where}: ${cause}`, {
      cause: error,
    });
  }
  return db;
}
