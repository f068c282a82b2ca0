import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../db/connect.ts';
import { TooManyRequests } from '../errors.ts';
import { bumpCounter, deleteExpiredCounters, readCounter } from './rate-limit.queries.ts';

export interface RateLimitRule {
  /** What is limited, e.g. `sign-in-ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters shared by every server process: in Redis when `REDIS_URL` is set,
 * else in the database. Subjects (IPs, emails) are hashed, so no contact data is kept.
 */
export interface RateLimiter {
  /** Counts one attempt; throws 429 with Retry-After once the window's limit is passed. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
  /** Throws 429 with Retry-After when the window's limit is already used up; counts nothing. */
  check(rule: RateLimitRule, subject: string): Promise<void>;
  close(): Promise<void>;
}

function counterKey(rule: RateLimitRule, subject: string, window: number): string {
  const hashed = crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${rule.name}:${hashed}:${window}`;
}

function limited(rule: RateLimitRule, count: number, windowEnd: number, now: number): void {
  if (count > rule.limit) {
    throw new TooManyRequests(
      'Too many attempts. Please wait a minute and try again.',
      (windowEnd - now) / 1000,
    );
  }
}

export function createRateLimiter(options: {
  db: Db;
  redisUrl: string | undefined;
  now: () => Date;
}): RateLimiter {
  if (options.redisUrl) return redisLimiter(options.redisUrl, options.now);
  return databaseLimiter(options.db, options.now);
}

function databaseLimiter(db: Db, now: () => Date): RateLimiter {
  let hits = 0;
  return {
    async consume(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const windowEnd = (window + 1) * rule.windowMs;
      const count = await bumpCounter(
        db.kysely,
        counterKey(rule, subject, window),
        new Date(windowEnd).toISOString(),
      );
      hits += 1;
      if (hits % 200 === 0) {
        await deleteExpiredCounters(db.kysely, new Date(at).toISOString());
      }
      limited(rule, count, windowEnd, at);
    },
    async check(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const count = await readCounter(db.kysely, counterKey(rule, subject, window));
      limited(rule, count + 1, (window + 1) * rule.windowMs, at);
    },
    async close() {},
  };
}

function redisLimiter(url: string, now: () => Date): RateLimiter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async consume(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const windowEnd = (window + 1) * rule.windowMs;
      const key = `haat:rl:${counterKey(rule, subject, window)}`;
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, rule.windowMs).exec()) as [
        [Error | null, number],
      ];
      limited(rule, count, windowEnd, at);
    },
    async check(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const count = Number(await redis.get(`haat:rl:${counterKey(rule, subject, window)}`));
      limited(rule, count + 1, (window + 1) * rule.windowMs, at);
    },
    async close() {
      redis.disconnect();
    },
  };
}
