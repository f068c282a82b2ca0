import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { makeUser, TEST_PASSWORD } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import { HttpError } from '../errors.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { RateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

async function status(limiter: RateLimiter, subject: string, name: string): Promise<number> {
  try {
    await limiter.consume({ name, limit: 3, windowMs: 60_000 }, subject);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe.each([
  ['the database', false],
  ['Redis', true],
])('rate limits counted in %s', (_, useRedis) => {
  it('allows the limit, refuses the next with a Retry-After, and opens the next window', async (ctx) => {
    if (useRedis && !(await redisAnswers())) ctx.skip();
    const clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 10));
    const redisUrl = useRedis ? REDIS_URL : undefined;
    // Two limiters over one store behave like two server processes.
    const a = createRateLimiter({ db, redisUrl, now: clock.now });
    const b = createRateLimiter({ db, redisUrl, now: clock.now });
    await a.connect();
    await b.connect();
    const name = `test-${crypto.randomUUID()}`;
    expect(await status(a, 'asha@example.test', name)).toBe(200);
    expect(await status(b, 'asha@example.test', name)).toBe(200);
    expect(await status(a, 'asha@example.test', name)).toBe(200);
    expect(await status(b, 'asha@example.test', name)).toBe(429);
    expect(await status(a, 'ravi@example.test', name)).toBe(200);
    // The first attempt (12:00:10) leaves the window a minute later.
    await expect(
      a.consume({ name, limit: 3, windowMs: 60_000 }, 'asha@example.test'),
    ).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '60' } });
    clock.advance(50_000);
    await expect(
      b.consume({ name, limit: 3, windowMs: 60_000 }, 'asha@example.test'),
    ).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '10' } });
    clock.advance(10_000);
    // All three were counted at 12:00:10, so all three have left the window.
    for (const limiter of [a, b, a])
      expect(await status(limiter, 'asha@example.test', name)).toBe(200);
    expect(await status(b, 'asha@example.test', name)).toBe(429);
    await a.close();
    await b.close();
  });

  it('holds the limit across a minute boundary (issue 20)', async (ctx) => {
    if (useRedis && !(await redisAnswers())) ctx.skip();
    const clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 59));
    const limiter = createRateLimiter({
      db,
      redisUrl: useRedis ? REDIS_URL : undefined,
      now: clock.now,
    });
    await limiter.connect();
    const name = `boundary-${crypto.randomUUID()}`;
    for (let i = 0; i < 3; i += 1) expect(await status(limiter, 'ravi', name)).toBe(200);
    expect(await status(limiter, 'ravi', name)).toBe(429);
    // A new minute on the clock is no new allowance: the three are a second and a half old.
    clock.advance(1_500);
    await expect(
      limiter.consume({ name, limit: 3, windowMs: 60_000 }, 'ravi'),
    ).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '59' } });
    clock.advance(58_499);
    expect(await status(limiter, 'ravi', name)).toBe(429);
    clock.advance(1);
    for (let i = 0; i < 3; i += 1) expect(await status(limiter, 'ravi', name)).toBe(200);
    expect(await status(limiter, 'ravi', name)).toBe(429);
    await limiter.close();
  });

  it('lets an attempt through exactly when fewer than the limit went through in the last minute', async (ctx) => {
    if (useRedis && !(await redisAnswers())) ctx.skip();
    const clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const limiter = createRateLimiter({
      db,
      redisUrl: useRedis ? REDIS_URL : undefined,
      now: clock.now,
    });
    await limiter.connect();
    const name = `model-${crypto.randomUUID()}`;
    const allowed: number[] = [];
    let seed = 20;
    for (let i = 0; i < 150; i += 1) {
      // A fixed pseudo-random walk: gaps of 0 to 9 s, bursts included.
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      clock.advance((seed % 10) * 1000 + (seed % 7) * 113);
      const at = clock.now().getTime();
      const inWindow = allowed.filter((time) => time > at - 60_000).length;
      const got = await status(limiter, 'model', name);
      expect(got, `attempt ${i}`).toBe(inWindow < 3 ? 200 : 429);
      if (got === 200) allowed.push(at);
    }
    // Over any 60 s, at most the limit.
    for (const start of allowed) {
      expect(
        allowed.filter((time) => time >= start && time < start + 60_000).length,
      ).toBeLessThanOrEqual(3);
    }
    expect(allowed.length).toBeGreaterThan(10);
    await limiter.close();
  });

  it('gives the last attempt to one of many racing processes', async (ctx) => {
    if (useRedis && !(await redisAnswers())) ctx.skip();
    const clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const redisUrl = useRedis ? REDIS_URL : undefined;
    const limiters = [0, 1].map(() => createRateLimiter({ db, redisUrl, now: clock.now }));
    for (const limiter of limiters) await limiter.connect();
    const name = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => status(limiters[i % 2]!, 'racer', name)),
    );
    expect(answers.filter((answer) => answer === 200)).toHaveLength(3);
    for (const limiter of limiters) await limiter.close();
  });
});

describe('sign-in against its limits (issue 20)', () => {
  it('lets no more than 10 wrong passwords for one account through when they come all at once', async () => {
    // A fixed time: on a loaded machine a burst on the real clock may straddle two minutes,
    // whose windows are counted apart.
    const clock = testClock(Date.UTC(2026, 10, 25, 12, 0, 10));
    const t = await buildTestApp({ deps: { now: clock.now } });
    try {
      const user = await makeUser(t.db, { email: 'burst@example.test' });
      const statuses = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          t
            .request({
              method: 'POST',
              url: '/api/sign-in',
              remoteAddress: `203.0.113.${i + 1}`,
              // The guesser's last guess is right: it must not get through either.
              payload: {
                identifier: user.email!,
                password: i === 14 ? TEST_PASSWORD : `Wrong-password-${i}`,
              },
            })
            .then((res) => res.statusCode),
        ),
      );
      // At most ten wrong passwords are judged, in whatever order they arrive. The right one only
      // gets in as one of the ten counted tries, never after ten wrong ones; a sign-in that
      // succeeds takes its try back (it is no attack), so if it ends before the last wrong
      // ones are counted, one more of them is judged in its place. Answers come in the order
      // they end, not the order they were counted.
      const wrong = statuses.filter((code) => code === 401).length;
      const right = statuses.filter((code) => code === 200).length;
      expect(wrong, String(statuses)).toBeLessThanOrEqual(10);
      expect(wrong + right, String(statuses)).toBeGreaterThanOrEqual(10);
      expect(wrong + right, String(statuses)).toBeLessThanOrEqual(11);
      expect(statuses.filter((code) => code === 429)).toHaveLength(15 - wrong - right);
    } finally {
      await t.close();
    }
  });

  it('lets 10 wrong passwords for one account through in any minute, from any number of addresses', async () => {
    const clock = testClock(Date.UTC(2026, 10, 25, 12, 0, 50));
    const t = await buildTestApp({ deps: { now: clock.now } });
    try {
      const user = await makeUser(t.db, { email: 'meera@example.test' });
      const attempt = (i: number) =>
        t.request({
          method: 'POST',
          url: '/api/sign-in',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { identifier: user.email!, password: `Wrong-password-${i}` },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await attempt(i)).statusCode);
      clock.advance(15_000); // 12:01:05, a new minute
      for (let i = 8; i < 15; i += 1) statuses.push((await attempt(i)).statusCode);
      expect(statuses.filter((code) => code === 401)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

it('keeps no contact data in the counters', async () => {
  const limiter = createRateLimiter({ db, redisUrl: undefined, now: () => new Date() });
  await limiter.consume({ name: 'privacy', limit: 5, windowMs: 60_000 }, 'priya@example.test');
  const keys = await db.kysely.selectFrom('rate_limit_hits').select('key').execute();
  expect(keys.some((row) => row.key.includes('priya'))).toBe(false);
  expect(keys.some((row) => row.key.startsWith('privacy:'))).toBe(true);
});

it.for([
  ['the database', false],
  ['Redis', true],
] as const)(
  'takes back a counted attempt that turned out not to count, in %s',
  async ([, useRedis], ctx) => {
    if (useRedis && !(await redisAnswers())) ctx.skip();
    const limiter = createRateLimiter({
      db,
      redisUrl: useRedis ? REDIS_URL : undefined,
      now: () => new Date(),
    });
    await limiter.connect();
    const rule = { name: `release-${crypto.randomUUID()}`, limit: 2, windowMs: 60_000 };
    const first = await limiter.consume(rule, 'x');
    await limiter.consume(rule, 'x');
    await expect(limiter.consume(rule, 'x')).rejects.toMatchObject({ status: 429 });
    await first.release();
    await limiter.consume(rule, 'x');
    await expect(limiter.consume(rule, 'x')).rejects.toMatchObject({ status: 429 });
    await limiter.close();
  },
);
