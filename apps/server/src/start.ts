import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import type { Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { maskSecrets, maskUrl } from './secrets.ts';

/** The built web app beside this server: apps/web/dist from apps/server/{src,dist}. */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/**
 * Opens and migrates the configured database, with a sentence a person can act on. `prepare`
 * (the pincodes, the demo seed, the admin) runs after migrating, under the same startup lock:
 * of several processes started together, one migrates and seeds, the others wait and find it
 * done (db/startup-lock.ts).
 */
export async function openDatabase(
  config: Config,
  prepare: (db: Db) => Promise<void> = async () => undefined,
): Promise<Db> {
  const db = connectDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  let migrated = false;
  try {
    await withStartupLock(db, async () => {
      await migrateToLatest(db.kysely);
      migrated = true;
      await prepare(db);
    });
  } catch (error) {
    if (migrated) {
      await db.close().catch(() => undefined);
      throw error;
    }
    await db.close().catch(() => undefined);
    const where = maskUrl(config.databaseUrl);
    const cause = maskSecrets(error instanceof Error ? error.message : String(error));
    throw new Error(`Cannot open the database at DATABASE_URL=${where}: ${cause}`, {
      cause: error,
    });
  }
  return db;
}

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127\./.test(bare)
  );
}

/**
 * A warning for `npm start` when the shop is reachable from other machines (a HOST that is not
 * loopback) while PUBLIC_URL still names this machine: every link in mails and every product
 * link an agent shares would say localhost, which opens nothing on a customer's phone.
 */
export function publicUrlWarning(config: Pick<Config, 'host' | 'publicUrl'>): string | null {
  if (isLoopback(config.host)) return null;
  const { hostname } = new URL(config.publicUrl);
  if (!isLoopback(hostname)) return null;
  return (
    `Warning: PUBLIC_URL is ${config.publicUrl} while the shop listens on ${config.host}: ` +
    'links in mails and the product links agents share will point to this machine, which ' +
    "no customer's phone can open. Set PUBLIC_URL to the address people reach the shop at " +
    '(e.g. PUBLIC_URL=https://shop.example.in).'
  );
}
