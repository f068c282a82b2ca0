import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { lookUpText } from './admin-orders.queries.ts';
import type { TextLookup } from './admin-orders.queries.ts';

/** How long a text's customers are reused; another process without Redis sees a change within it. */
const TTL_MS = 5_000;
/** Texts remembered at once (each at most 200 customer ids); the least recently used go first. */
const MAX_TEXTS = 500;

/**
 * The orders list's free texts looked up, remembered for a few seconds
 * (docs/decisions/380-order-text-lookups.md). Finding the customers a text names costs more
 * than reading the page itself (1–3 ms through the users' trigram index for a common name),
 * and the Admin asks for the same text again at every page, filter and refresh. A customer
 * added, renamed or given another phone forgets every text at once (`subscribeOrderTextLookups`),
 * in every process when Redis carries the events. Order numbers are matched in the page's own
 * query, so a new order is found at once. Whether a text matches few orders only chooses how
 * its page is read, never which orders it holds.
 *
 * One per app, made by buildApp.
 */
export class OrderTextLookups {
  readonly #texts: LRUCache<string, TextLookup>;

  constructor(db: Kysely<Database>, clock: () => number) {
    this.#texts = new LRUCache<string, TextLookup>({
      max: MAX_TEXTS,
      ttl: TTL_MS,
      perf: { now: clock },
      // Requests for the same text while it is being looked up wait for the one lookup.
      fetchMethod: (q) => lookUpText(db, q),
    });
  }

  /** The text's customers and how its page is read; looked up when not known in the last 5 s. */
  async find(q: string): Promise<TextLookup> {
    const lookup = await this.#texts.fetch(q);
    // fetchMethod always answers a lookup or throws, so undefined cannot come back.
    if (lookup === undefined) throw new Error(`no lookup for the orders text "${q}"`);
    return lookup;
  }

  /** A customer was added or changed: every text is looked up again. */
  forget(): void {
    this.#texts.clear();
  }
}

/** Users' names and phones are what a text matches: any change to them forgets the texts. */
export function subscribeOrderTextLookups(events: EventBus, lookups: OrderTextLookups): void {
  const nothing = () => null;
  const forget = () => lookups.forget();
  events.everyProcess('user.changed', 'order text lookups', nothing, forget);
  events.everyProcess('user.contactChanged', 'order text lookups', nothing, forget);
}
