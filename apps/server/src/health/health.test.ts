import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not ready while a migration of this server has not run, and ready once it has', async () => {
    // Before any ready check: take the latest migration's mark away, as an older schema has.
    const latest = await t.db.kysely
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${latest.name}`.execute(t.db.kysely);
    const waiting = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json().message).toBe('The database is waiting for 1 migration(s).');
    // Alive all the same: a load balancer must not restart a process that waits.
    const live = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    const at = new Date().toISOString();
    await sql`insert into kysely_migration (name, timestamp) values (${latest.name}, ${at})`.execute(
      t.db.kysely,
    );
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('keeps GET /api/health as it was', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with the request id while liveness stays 200', async () => {
    const t = await buildTestApp();
    try {
      // The pool or file is closed under the running app: every statement now fails.
      await t.db.close();
      const res = await t.request({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'x-request-id': 'probe-ready-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The database is not answering.',
        error: 'The database is not answering.',
        requestId: 'probe-ready-1',
      });
      expect(res.headers['x-request-id']).toBe('probe-ready-1');
      const live = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await t.app.close().catch(() => undefined);
      await t.mailbox.close();
    }
  });
});
