import os from 'node:os';
import pg from 'pg';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Can we reach the PostgreSQL the server suite should also run on? */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function serverProject(dialect: 'sqlite' | 'postgres', databaseUrl?: string) {
  return {
    test: {
      name: `server-${dialect}`,
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      // One migrated database per run, which each test file's database copies (decision 440).
      globalSetup: ['src/testing/global-setup.ts'],
      // A worker keeps the modules it imported for its next test file instead of importing the
      // whole server again for each (the import was most of the server suite's time); every
      // file still builds its own app on its own database (decision 443).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: {
        HAAT_TEST_DIALECT: dialect,
        ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
      },
    },
  } satisfies TestProjectConfiguration;
}

/**
 * One suite, two databases: the server tests run once on SQLite and once on PostgreSQL
 * (TEST_DATABASE_URL, or the local default when it answers). REQUIRE_POSTGRES=1 turns an
 * unreachable PostgreSQL into a failure instead of a skipped run.
 */
export default defineConfig(async () => {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const pgUp = await reachable(url);
  if (!pgUp && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${url} does not answer.`);
  }
  if (!pgUp) console.warn(`PostgreSQL at ${url} does not answer: server tests run on SQLite only.`);
  return {
    test: {
      // Test files at the same time, one per core and at least two: a server test spends much
      // of its time waiting on the database, its child processes and its timers, so vitest's
      // default (cores - 1, one worker on two cores) left the machine half idle (decision 443).
      maxWorkers: Math.max(2, os.availableParallelism()),
      projects: [
        {
          test: {
            name: 'contracts',
            root: 'packages/contracts',
            include: ['src/**/*.test.ts'],
            environment: 'node',
          },
        },
        serverProject('sqlite'),
        ...(pgUp ? [serverProject('postgres', url)] : []),
        'apps/web/vite.config.ts',
        {
          // The bundle budget (docs/architecture.md, "Performance budgets"), read from a production
          // build of the web app.
          test: {
            name: 'web-budget',
            root: 'apps/web/build',
            include: ['**/*.test.ts'],
            environment: 'node',
          },
        },
      ],
    },
  };
});
