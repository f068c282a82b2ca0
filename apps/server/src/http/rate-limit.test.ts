import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { testClock } from '../testing/test-app.ts';
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
    await expect(
      a.consume({ name, limit: 3, windowMs: 60_000 }, 'asha@example.test'),
    ).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '50' } });
    clock.advance(50_000);
    expect(await status(a, 'asha@example.test', name)).toBe(200);
    await a.close();
    await b.close();
  });
});

it('keeps no contact data in the counters', async () => {
  const limiter = createRateLimiter({ db, redisUrl: undefined, now: () => new Date() });
  await limiter.consume({ name: 'privacy', limit: 5, windowMs: 60_000 }, 'priya@example.test');
  const keys = await db.kysely.selectFrom('rate_limits').select('key').execute();
  expect(keys.some((row) => row.key.includes('priya'))).toBe(false);
  expect(keys.some((row) => row.key.startsWith('privacy:'))).toBe(true);
});

it('check refuses once the limit is used up, without counting itself', async () => {
  const limiter = createRateLimiter({ db, redisUrl: undefined, now: () => new Date() });
  const rule = { name: `check-${crypto.randomUUID()}`, limit: 2, windowMs: 60_000 };
  await limiter.check(rule, 'x');
  await limiter.check(rule, 'x');
  await limiter.consume(rule, 'x');
  await limiter.check(rule, 'x');
  await limiter.consume(rule, 'x');
  await expect(limiter.check(rule, 'x')).rejects.toMatchObject({ status: 429 });
});
