import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The database every `createTestDb()` of this run copies (testing/test-db.ts): a SQLite
     * file or a PostgreSQL database name, migrated once at the run's start by `migrateToLatest`.
     */
    haatTemplateDb: string;
  }
}

/**
 * Once per vitest run and server project: a database migrated by the same `migrateToLatest`
 * the tests would run, which each test file's `createTestDb()` copies instead of migrating
 * all migrations again (docs/decisions/440-template-test-database.md). Made afresh every run,
 * so no run can test a stale schema; removed at the run's end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `haat_tpl_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  // The project's `env` (vitest.config.ts) goes to its workers; this runs in vitest's own process.
  const env = project.config.env as Record<string, string | undefined>;
  if (env.HAAT_TEST_DIALECT !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-tpl-'));
    const file = path.join(dir, `${name}.db`);
    const db = connectDatabase(`sqlite:${file}`);
    await migrateToLatest(db.kysely);
    await db.close();
    // Closing the last connection checkpoints the WAL into the file and removes it: the copy
    // must be one file, whole.
    for (const extra of ['-wal', '-shm']) {
      if (fs.existsSync(`${file}${extra}`)) throw new Error(`${file}${extra} left after close`);
    }
    project.provide('haatTemplateDb', file);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set for the PostgreSQL test run');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString());
  try {
    await migrateToLatest(db.kysely);
  } finally {
    await db.close();
  }
  project.provide('haatTemplateDb', name);
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
