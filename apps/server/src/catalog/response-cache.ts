import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';

/** How long an answer is reused. Bounds how stale another server process can be. */
export const RESPONSE_TTL_MS = 5_000;
/**
 * How long after that an expired answer may still be given, and only while one request is
 * renewing it: a popular URL never makes its visitors wait for the database.
 */
export const STALE_GRACE_MS = 2_000;
/** At most this much is kept (answers are 0.5 to 25 KB); the oldest go first. */
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;
const MAX_ENTRY_CHARS = 256 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route may be reused for RESPONSE_TTL_MS (the catalogue reads). */
    responseCache?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    /** Set on a cacheable GET that missed and went on to the handler. */
    responseCacheFill: Fill | null;
  }
}

/** A miss being answered by the handler; identical requests meanwhile wait for it. */
interface Fill {
  key: string;
  /** The cache generation when the miss began. */
  generation: number;
  done: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

interface Entry {
  payload: string;
  contentType: string;
  expires: number;
  /** Until when it may be given while it is being renewed (STALE_GRACE_MS past `expires`). */
  staleUntil: number;
}

type Answer = Pick<Entry, 'payload' | 'contentType'>;

/**
 * A short-lived in-process cache of the public catalogue's answers, by URL. The same listing,
 * search or product page is asked for many times a second and its answer depends only on the
 * URL (never on who asks), so reusing it for two seconds turns most reads into a map lookup.
 *
 * A catalogue write through this process empties it before the write is answered; so does
 * `catalogueChanged(db)`, which other modules call after changing products (stock). Writes
 * made by another server process show within RESPONSE_TTL_MS, or while the first request
 * after that renews the answer, within RESPONSE_TTL_MS + STALE_GRACE_MS at the most.
 */
export class ResponseCache {
  #entries = new Map<string, Entry>();
  #fills = new Map<string, Fill>();
  #chars = 0;
  /** Bumped on every change, so that a read begun before it does not store an old answer. */
  #generation = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /** The answer for `key` if it has not expired. */
  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.clock();
    if (entry.expires > now) return entry;
    if (entry.staleUntil <= now) this.#delete(key, entry);
    return undefined;
  }

  /** An expired answer for `key` that is still within its grace, to give while it is renewed. */
  stale(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.staleUntil > this.clock() ? entry : undefined;
  }

  /**
   * The answer being computed for `key` by another request, if any, else a new fill that the
   * caller must settle (`finish`) whatever happens: only one request per URL queries the
   * database when an entry is missing or has expired.
   */
  fill(key: string): { pending: Promise<Entry | null> } | { fill: Fill } {
    const pending = this.#fills.get(key);
    if (pending) return { pending: pending.done };
    let settle!: (entry: Entry | null) => void;
    const done = new Promise<Entry | null>((resolve) => (settle = resolve));
    const fill: Fill = { key, generation: this.#generation, done, settle };
    this.#fills.set(key, fill);
    return { fill };
  }

  /**
   * Ends a fill: stores the answer (unless null or overtaken) and hands it to the waiters. A
   * failed renewal also drops the expired answer, so that the next request asks again.
   */
  finish(fill: Fill, answer: Answer | null): void {
    if (this.#fills.get(fill.key) === fill) this.#fills.delete(fill.key);
    if (answer === null || fill.generation !== this.#generation) {
      const expired = this.#entries.get(fill.key);
      if (answer === null && expired) this.#delete(fill.key, expired);
      fill.settle(null);
      return;
    }
    fill.settle(this.set(fill.key, answer));
  }

  set(key: string, answer: Answer): Entry | null {
    if (answer.payload.length > MAX_ENTRY_CHARS) return null;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of this.#entries) {
      if (this.#chars + answer.payload.length <= MAX_TOTAL_CHARS) break;
      this.#delete(oldKey, old);
    }
    const expires = this.clock() + RESPONSE_TTL_MS;
    const entry = { ...answer, expires, staleUntil: expires + STALE_GRACE_MS };
    this.#entries.set(key, entry);
    this.#chars += entry.payload.length;
    return entry;
  }

  /** Forgets every answer; answers being computed are not stored. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#fills.clear();
    this.#chars = 0;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.payload.length;
  }
}

/** The caches of the apps serving each database (one per app; tests build several). */
const cachesByDb = new WeakMap<Db, Set<ResponseCache>>();

/**
 * Empties the catalogue's cached answers in this process after products changed outside the
 * catalogue's own routes (an order taking stock, a test factory writing rows).
 */
export function catalogueChanged(db: Db): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What an answer is kept under: its URL, and for an Agent or the Admin their own view of it
 * (on routes that read the session, answers to them carry more, e.g. agentCommission). A
 * sessionless route never knows the caller, so everyone shares its public answer.
 */
function cacheKey(request: FastifyRequest): string {
  const role = request.user?.role;
  return role === 'Agent' || role === 'Admin' ? `staff ${request.url}` : request.url;
}

/**
 * Hooks for the routes of `app` (an encapsulated plugin): a cacheable GET is answered from the
 * cache before validation and the handler run, a fresh 200 answer is stored, and a successful
 * write (any other method) empties the cache.
 */
export function useResponseCache(app: FastifyInstance, db: Db, cache: ResponseCache): void {
  let caches = cachesByDb.get(db);
  if (!caches) cachesByDb.set(db, (caches = new Set()));
  caches.add(cache);
  app.addHook('onClose', async () => {
    caches.delete(cache);
  });

  app.decorateRequest('responseCacheFill', null);
  const cacheable = (request: FastifyRequest) => {
    if (request.method !== 'GET') return false;
    const flag = request.routeOptions.config.responseCache;
    return typeof flag === 'function' ? flag(request) : flag === true;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = cacheKey(request);
    const hit = cache.get(key);
    // Answered here: no validation, handler or serialization for a hit.
    if (hit) return void reply.type(hit.contentType).send(hit.payload);
    const miss = cache.fill(key);
    if ('fill' in miss) {
      request.responseCacheFill = miss.fill;
      return done();
    }
    // Another request is renewing an expired answer: give that one meanwhile, without waiting.
    const stale = cache.stale(key);
    if (stale) return void reply.type(stale.contentType).send(stale.payload);
    miss.pending
      .then((entry) => {
        if (entry) void reply.type(entry.contentType).send(entry.payload);
        else done();
      })
      // Never an unhandled rejection: that would stop the process.
      .catch((error: unknown) => request.log.error({ err: error }, 'response cache'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.responseCacheFill;
    if (fill) {
      request.responseCacheFill = null;
      const ok = reply.statusCode === 200 && typeof payload === 'string';
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.finish(fill, ok ? { payload, contentType } : null);
    } else if (WRITES.has(request.method) && reply.statusCode < 400) {
      cache.clear();
    }
    done(null, payload);
  });

  // A request that ends without an answer (an aborted connection) releases its waiters.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.responseCacheFill) cache.finish(request.responseCacheFill, null);
    request.responseCacheFill = null;
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (request.responseCacheFill) cache.finish(request.responseCacheFill, null);
    request.responseCacheFill = null;
    done();
  });
}
