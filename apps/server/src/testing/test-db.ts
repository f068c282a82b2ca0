import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely, KyselyPlugin } from 'kysely';
import { inject } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import type { Db, Dialect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

/**
 * The dialect this test run uses: the vitest projects `server-sqlite` and `server-postgres`
 * set HAAT_TEST_DIALECT, so one suite runs on both databases.
 */
export function testDialect(): Dialect {
  return process.env.HAAT_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDb extends Db {
  url: string;
}

/**
 * A fresh database for one test file, migrated unless `migrate: false`: a temporary SQLite file, or a new PostgreSQL
 * database created beside TEST_DATABASE_URL's and dropped again by `close()`.
 *
 * A migrated database is a copy of the run's template (testing/global-setup.ts), which the
 * same `migrateToLatest` made at the run's start, instead of all the migrations again per file
 * (docs/decisions/440-template-test-database.md). `fromScratch: true` runs the migrations here,
 * for the tests of the migrations themselves.
 */
export async function createTestDb(
  options: { migrate?: boolean; fromScratch?: boolean } = {},
): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  const template = migrate && !options.fromScratch ? templateDb() : undefined;
  const name = `haat_t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  if (testDialect() === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-'));
    const file = path.join(dir, `${name}.db`);
    if (template) fs.copyFileSync(template, file);
    const url = `sqlite:${file}`;
    const db = connectDatabase(url);
    if (migrate && !template) await migrateToLatest(db.kysely);
    return {
      ...db,
      url,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test run');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), { poolSize: 20 });
  if (migrate && !template) await migrateToLatest(db.kysely);
  return {
    ...db,
    url: url.toString(),
    close: async () => {
      await db.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** The run's migrated template, when the run made one (vitest.config.ts's server projects do). */
function templateDb(): string | undefined {
  try {
    return inject('haatTemplateDb') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Drops a test database. `pg.Pool#end()` resolves before its connections are fully gone, so a
 * forced drop could kill them mid-goodbye (an uncaught 57P01); instead retry while in use.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * The database through a plugin that counts the statements (and subqueries) Kysely builds, which
 * it shows a plugin one by one: for tests of SQL kept per shape. Each call is a new Kysely
 * instance, so whatever the code keeps per instance starts empty.
 */
export function countingBuilds(kysely: Kysely<Database>): {
  db: Kysely<Database>;
  built: () => number;
} {
  let built = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      built += 1;
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: kysely.withPlugin(counting), built: () => built };
}
