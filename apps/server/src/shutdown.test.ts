import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './shutdown.ts';
import { startServerProcess } from './testing/server-processes.ts';
import { buildTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';
import { createTestDb } from './testing/test-db.ts';

/** A test app listening on a free port with a route that answers when the test lets it. */
async function listeningApp() {
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const t = await buildTestApp({
    beforeReady: (app: FastifyInstance) => {
      app.get('/api/probe/slow', async () => {
        arrived();
        await released;
        return { finished: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { t, url: `http://127.0.0.1:${port}`, arrival, release };
}

describe('graceful shutdown', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.mailbox.close();
    t = undefined;
  });

  it('stops accepting, lets the request in flight finish, then closes', async () => {
    const server = await listeningApp();
    t = server.t;
    const inFlight = fetch(`${server.url}/api/probe/slow`);
    await server.arrival;
    const closing = closeGracefully(server.t.app, 5_000);
    // A new connection is refused while the request in flight is still being answered.
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    server.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await closing).toBe('clean');
  });

  it('cuts a request still running after the grace period and says so', async () => {
    const server = await listeningApp();
    t = server.t;
    const inFlight = fetch(`${server.url}/api/probe/slow`).then(
      (res) => res.status,
      () => 'cut',
    );
    await server.arrival;
    expect(await closeGracefully(server.t.app, 200)).toBe('forced');
    expect(await inFlight).toBe('cut');
    server.release();
  });

  it('ends a server process cleanly (exit 0) on SIGTERM', async () => {
    const db = await createTestDb();
    try {
      const server = await startServerProcess(db.url);
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await db.close();
    }
  });
});
