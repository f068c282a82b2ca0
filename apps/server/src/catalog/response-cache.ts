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

/** A miss being answered by the handler; identical requests meanwhile wait for it. */
export interface Fill {
  key: string;
  /** The cache generation when the miss began. */
  generation: number;
  done: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

export interface Entry {
  payload: string;
  contentType: string;
  /** The route pattern that answered it (`/api/products/:id`), for the metrics of a hit. */
  route?: string;
  /**
   * The payload's bytes as sent, each form made once, when first asked for: compressed (brotli,
   * gzip) or as it is (`identity`, its UTF-8), so that no send encodes the text again.
   */
  encoded: Partial<Record<'br' | 'gzip' | 'identity', Buffer>>;
  expires: number;
  /** Until when it may be given while it is being renewed (STALE_GRACE_MS past `expires`). */
  staleUntil: number;
}

type Answer = Pick<Entry, 'payload' | 'contentType' | 'route'>;

/**
 * A short-lived in-process cache of the public catalogue's answers, by URL. The same listing,
 * search or product page is asked for many times a second and its answer depends only on the
 * URL (never on who asks), so reusing it for RESPONSE_TTL_MS (5 s) turns most reads into a map
 * lookup. No Fastify here: the routes' hooks that use it are in http/response-cache.ts.
 *
 * One per app, made by buildApp: it is emptied after every committed change to the catalogue or
 * its stock (product, category and card writes, orders taking or giving back stock), before
 * the change is answered (catalog.subscribers.ts), and in the other server processes as soon as
 * Redis carries the event there (docs/decisions/185-events-to-every-process.md). Without Redis,
 * writes made by another server process show within RESPONSE_TTL_MS, or while the first
 * request after that renews the answer, within RESPONSE_TTL_MS + STALE_GRACE_MS at the most.
 */
export class ResponseCache {
  #entries = new Map<string, Entry>();
  #fills = new Map<string, Fill>();
  #chars = 0;
  /** Bumped on every change, so that a read begun before it does not store an old answer. */
  #generation = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /** Grows with every `clear`: what was read from the catalogue before may have changed. */
  get generation(): number {
    return this.#generation;
  }

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
  finish(fill: Fill, answer: Answer | null): Entry | null {
    if (this.#fills.get(fill.key) === fill) this.#fills.delete(fill.key);
    if (answer === null || fill.generation !== this.#generation) {
      const expired = this.#entries.get(fill.key);
      if (answer === null && expired) this.#delete(fill.key, expired);
      fill.settle(null);
      return null;
    }
    const entry = this.set(fill.key, answer);
    fill.settle(entry);
    return entry;
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
    const entry = { ...answer, encoded: {}, expires, staleUntil: expires + STALE_GRACE_MS };
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
