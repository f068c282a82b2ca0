import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../db/connect.ts';
import { HttpError, TooManyRequests } from '../errors.ts';
import { maskUrl } from '../secrets.ts';
import { uuidv7 } from 'uuidv7';
import {
  deleteExpiredHits,
  deleteHit,
  insertHit,
  lockKey,
  selectLiveHits,
} from './rate-limit.queries.ts';

export interface RateLimitRule {
  /** What is limited, e.g. `sign-in-ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits shared by every server process: in Redis when `REDIS_URL` is set,
 * else in the database. Each attempt that counts is kept, with its time, until `windowMs` has
 * passed, so over any `windowMs` at most `limit` attempts go through, whatever the clock says
 * (fixed windows let twice the limit through across a boundary:
 * docs/decisions/136-sliding-window-rate-limits.md). Subjects (IPs, emails) are hashed, so no
 * contact data is kept.
 */
export interface RateLimiter {
  /**
   * Counts one attempt, or throws 429 with Retry-After (when the oldest counted attempt leaves
   * the window) if `limit` attempts are in the window already; a refused attempt is not counted.
   * The answer takes the attempt back, for one that turns out not to count.
   */
  consume(rule: RateLimitRule, subject: string): Promise<RateLimitHold>;
  /** Throws a sentence naming the store when it does not answer (checked at start). */
  connect(): Promise<void>;
  /** Null while the store answers, else what is wrong (for GET /api/health). */
  problem(): Promise<string | null>;
  close(): Promise<void>;
}

/** A counted attempt, which `release` takes back. */
export interface RateLimitHold {
  release(): Promise<void>;
}

/**
 * Counts one attempt against each rule before the work they limit, so attempts that arrive
 * together cannot pass a limit together; refused by one, it is taken back from the others.
 */
export async function consumeAll(
  limiter: RateLimiter,
  limits: readonly (readonly [RateLimitRule, string])[],
): Promise<RateLimitHold> {
  const holds: RateLimitHold[] = [];
  const release = async () => {
    await Promise.all(holds.map((hold) => hold.release()));
  };
  try {
    for (const [rule, subject] of limits) holds.push(await limiter.consume(rule, subject));
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

/** How long a Redis command may take before the limited route answers 503 (and start-up). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Retry-After of the 503 a limited route answers while Redis is away. */
export const REDIS_DOWN_RETRY_AFTER_S = 10;
export const REDIS_DOWN_MESSAGE =
  /*i18n*/ 'This is unavailable for a moment (the rate-limit store is not answering). Please try again shortly.';

function hitsKey(rule: RateLimitRule, subject: string): string {
  const hashed = crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${rule.name}:${hashed}`;
}

/** The 429 of a used-up limit: again possible when the oldest counted attempt leaves (at `freeAt`). */
function limited(freeAt: number, now: number): TooManyRequests {
  return new TooManyRequests(
    /*i18n*/ 'Too many attempts. Please wait a minute and try again.',
    (freeAt - now) / 1000,
  );
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
  let attempts = 0;
  return {
    async consume(rule, subject) {
      const at = now().getTime();
      const atIso = new Date(at).toISOString();
      const key = hitsKey(rule, subject);
      // Counting and the decision in one transaction, the key locked: of two processes racing
      // for the last attempt, one gets it.
      const id = uuidv7();
      const full = await db.kysely.transaction().execute(async (trx) => {
        await lockKey(trx, key, db.dialect);
        const live = await selectLiveHits(trx, key, atIso, rule.limit);
        if (live.length >= rule.limit) return live[0]!;
        await insertHit(trx, { id, key, expiresAt: new Date(at + rule.windowMs).toISOString() });
        return null;
      });
      attempts += 1;
      if (attempts % 200 === 0) await deleteExpiredHits(db.kysely, atIso);
      if (full) throw limited(Date.parse(full), at);
      return { release: () => deleteHit(db.kysely, id) };
    },
    async connect() {},
    async problem() {
      return null;
    },
    async close() {},
  };
}

/**
 * One sliding window in Redis, atomically: a sorted set of the counted attempts' times (the
 * app's clock, so tests can move it). Drops those out of the window, then either answers when
 * the oldest leaves (full) or counts this one. Answers [full, oldest].
 */
const SLIDE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {1, oldest[2]}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {0, '0'}
`;

/**
 * Windows in Redis. Commands fail fast instead of queueing while Redis is away (no offline
 * queue, a bounded command timeout), and a limited route then answers 503 with Retry-After:
 * without its counters the shop cannot tell an attack from a customer
 * (docs/decisions/063-redis-away.md).
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
      const key = `haat:rlw:${hitsKey(rule, subject)}`;
      const member = `${at}:${crypto.randomUUID()}`;
      const [full, oldest] = (await run(() =>
        redis.eval(SLIDE, 1, key, at, rule.windowMs, rule.limit, member),
      )) as [number, string];
      if (full === 1) throw limited(Number(oldest) + rule.windowMs, at);
      return {
        release: async () => {
          await run(() => redis.zrem(key, member));
        },
      };
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
