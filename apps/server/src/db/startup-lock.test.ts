import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from '../testing/server-processes.ts';
import type { ServerProcess } from '../testing/server-processes.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { connectDatabase } from './connect.ts';
import { pendingMigrations } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

describe.skipIf(testDialect() !== 'postgres')('starting several processes at once', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb({ migrate: false });
  });
  afterAll(() => db.close());

  it('lets one process at a time do the start-up work; the next waits for it to end', async () => {
    // Two processes' connections to one database.
    const other = connectDatabase(db.url, { poolSize: 2 });
    try {
      const steps: string[] = [];
      let firstHolds!: () => void;
      const holding = new Promise<void>((resolve) => (firstHolds = resolve));
      const first = withStartupLock(db, async () => {
        steps.push('first begins');
        firstHolds();
        await new Promise((resolve) => setTimeout(resolve, 300));
        steps.push('first ends');
      });
      await holding;
      const second = withStartupLock(other, async () => {
        steps.push('second begins');
      });
      await Promise.all([first, second]);
      expect(steps).toEqual(['first begins', 'first ends', 'second begins']);
    } finally {
      await other.close();
    }
  });

  it('migrates and seeds a fresh database once when two processes start together', async () => {
    let servers: ServerProcess[] = [];
    try {
      servers = await Promise.all([
        startServerProcess(db.url, { SEED_DEMO: 'auto' }),
        startServerProcess(db.url, { SEED_DEMO: 'auto' }),
      ]);
      for (const server of servers) {
        expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      }
      expect(await pendingMigrations(db.kysely)).toEqual([]);
      const { rows } = await sql<{ users: number; admins: number }>`
        select count(*)::int as users, count(*) filter (where role = 'Admin')::int as admins
        from users`.execute(db.kysely);
      // The demo's people, once: one admin, not two.
      expect(rows[0]!.admins).toBe(1);
      expect(rows[0]!.users).toBeGreaterThan(1);
    } finally {
      await Promise.all(servers.map(stopServerProcess));
    }
    // Two processes building the demo's pictures on two loaded cores take their time.
  }, 150_000);
});
