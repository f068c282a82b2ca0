import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { REDIS_COMMAND_TIMEOUT_MS } from '../http/rate-limit.ts';
import { createMailer } from '../mail/mailer.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';

const REDIS = { host: '127.0.0.1', port: 6379 };

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis({ ...REDIS, lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A TCP proxy to the real Redis that a test can cut (connections dropped) or stall (bytes held). */
async function redisProxy() {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(REDIS);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall() {
      stalled = true;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('Redis away (REDIS_URL set)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses to start with a sentence naming REDIS_URL, its password masked', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const db = await createTestDb();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      REDIS_URL: `redis://shop:s3cret-pass@127.0.0.1:${port}`,
    });
    try {
      const started = Date.now();
      const error = await buildApp({
        config,
        db,
        mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom }, () => undefined),
        webRoot: null,
        now: () => new Date(),
        logger: false,
      }).then(
        () => null,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toMatch(
        new RegExp(
          `^Cannot reach Redis at REDIS_URL=redis://shop:\\*\\*\\*@127\\.0\\.0\\.1:${port}`,
        ),
      );
      expect(error?.message).not.toContain('s3cret-pass');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await db.close();
    }
  });

  it.each(['cut', 'stalled'] as const)(
    'when the connection to Redis is %s at run time: health is 503 naming Redis, limited routes 503 with Retry-After, quickly',
    async (how) => {
      const proxy = await redisProxy();
      t = await buildTestApp({ env: { REDIS_URL: proxy.url } });
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const signIn = () =>
        t!.request({
          method: 'POST',
          url: '/api/sign-in',
          payload: { identifier: 'nobody@example.test', password: 'wrong-Pass-12' },
        });
      expect((await signIn()).statusCode).toBe(401);

      if (how === 'cut') await proxy.cut();
      else proxy.stall();

      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toMatch(/Redis/);
      // Not ready either, while still alive: a load balancer stops sending, nobody restarts it.
      const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toMatch(/Redis/);
      expect(ready.json().requestId).toBe(ready.headers['x-request-id']);
      expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      for (const call of [
        signIn,
        () =>
          t!.request({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email: 'nobody@example.test' },
          }),
      ]) {
        const started = Date.now();
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        // Cut short by the command timeout rather than left hanging on Redis: a bound on
        // behaviour with room for a busy machine, not a measure of speed.
        expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 6);
      }
      // Routes without a limit go on as before.
      expect((await t.request({ method: 'GET', url: '/api/todos' })).statusCode).toBe(200);
      if (how === 'stalled') await proxy.cut();
    },
  );
});
