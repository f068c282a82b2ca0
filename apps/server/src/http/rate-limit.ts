import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../db/connect.ts';
import { HttpError, TooManyRequests } from '../errors.ts';
import { maskUrl } from '../secrets.ts';
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
  /** Throws a sentence naming the store when it does not answer (checked at start). */
  connect(): Promise<void>;
  /** Null while the store answers, else what is wrong (for GET /api/health). */
  problem(): Promise<string | null>;
  close(): Promise<void>;
}

/** How long a Redis command may take before the limited route answers 503 (and start-up). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Retry-After of the 503 a limited route answers while Redis is away. */
export const REDIS_DOWN_RETRY_AFTER_S = 10;
export const REDIS_DOWN_MESSAGE =
  'This is unavailable for a moment (the rate-limit store is not answering). Please try again shortly.';

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
    async connect() {},
    async problem() {
      return null;
    },
    async close() {},
  };
}

/**
 * Counters in Redis. Commands fail fast instead of queueing while Redis is away (no offline
 * queue, a bounded command timeout), and a limited route then answers 503 with Retry-After:
 * without its counters the shop cannot tell an attack from a customer (docs/decisions.md).
 */
function redisLimiter(url: string, now: () => Date): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // Errors surface on the commands; ioredis reconnects by itself.
  redis.on('error', () => undefined);
  const unavailable = (error: unknown) =>
    new HttpError(
      503,
      REDIS_DOWN_MESSAGE,
      undefined,
      { 'retry-after': String(REDIS_DOWN_RETRY_AFTER_S) },
      { cause: error },
    );
  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw unavailable(error);
    }
  }
  return {
    async consume(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const windowEnd = (window + 1) * rule.windowMs;
      const key = `haat:rl:${counterKey(rule, subject, window)}`;
      const result = await run(() => redis.multi().incr(key).pexpire(key, rule.windowMs).exec());
      const [[error, count]] = result as [[Error | null, number]];
      if (error) throw unavailable(error);
      limited(rule, count, windowEnd, at);
    },
    async check(rule, subject) {
      const at = now().getTime();
      const window = Math.floor(at / rule.windowMs);
      const count = Number(
        await run(() => redis.get(`haat:rl:${counterKey(rule, subject, window)}`)),
      );
      limited(rule, count + 1, (window + 1) * rule.windowMs, at);
    },
    async connect() {
      try {
        await redis.connect();
        await redis.ping();
      } catch (error) {
        redis.disconnect();
        const cause = error instanceof Error ? error.message : String(error);
        throw new Error(`Cannot reach Redis at REDIS_URL=${maskUrl(url)}: ${cause}`, {
          cause: error,
        });
      }
    },
    async problem() {
      try {
        await redis.ping();
        return null;
      } catch {
        return 'Redis (the rate-limit store) is not answering.';
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
