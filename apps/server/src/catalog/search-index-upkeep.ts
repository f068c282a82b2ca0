import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** Leaf pages one merge step writes: a few milliseconds of work between requests. */
const PAGES_PER_STEP = 64;
/**
 * A change is merged this long after it, so that a run of edits is merged once: merging
 * rewrites the whole index (about 0.4 s of steps for 100,000 products).
 */
const DELAY_MS = 10_000;

/**
 * Keeps SQLite's full-text index of products (products_fts) in one segment
 * (docs/decisions/311-search-index-in-one-segment.md).
 *
 * FTS5 writes every transaction that changes a product's or a category's name as a new
 * segment and merges them only in batches, so a catalogue built over time or imported holds
 * about ten segments; every trigram of a search is then looked up in each of them, which made
 * a search's query 3–5 times slower than on one segment. After a change (and once at start)
 * the segments are merged into one in small steps ('merge' with a negative page count, which
 * merges across levels), one step per turn of the event loop, so no request waits behind a
 * long rewrite. A merge with nothing to do writes nothing. PostgreSQL needs none of this.
 */
export class SearchIndexUpkeep {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: { error(obj: unknown, message: string): void },
  ) {}

  /** Merges soon (once, however many changes come before it runs). */
  schedule(delayMs = DELAY_MS): void {
    if (this.db.dialect !== 'sqlite' || this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running ??= this.mergeAll()
        .then(
          () => undefined,
          (error: unknown) => this.log.error({ err: error }, 'search index merge failed'),
        )
        .finally(() => {
          this.#running = null;
        });
    }, delayMs);
    this.#timer.unref();
  }

  /** Merges step by step until the index is one segment; returns the steps that did work. */
  async mergeAll(): Promise<number> {
    if (this.db.dialect !== 'sqlite') return 0;
    let steps = 0;
    while (!this.#closed && (await this.#step())) {
      steps += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return steps;
  }

  /** Stops merging (between steps) and forgets a scheduled merge. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** One merge step; whether it wrote anything (FTS5: a change count of 2 or more). */
  async #step(): Promise<boolean> {
    const changes = async () =>
      (await sql<{ n: number }>`select total_changes() as n`.execute(this.db.kysely)).rows[0]!.n;
    const before = await changes();
    await sql`insert into products_fts (products_fts, rank) values ('merge', ${-PAGES_PER_STEP})`.execute(
      this.db.kysely,
    );
    return (await changes()) - before >= 2;
  }
}

/** Segments of the product search index (tests and the bench read it). */
export async function searchIndexSegments(db: Db): Promise<number> {
  // FTS5 keeps a segment's pages under rowids whose bits from 37 up are the segment's id.
  const { rows } = await sql<{
    n: number;
  }>`select count(distinct rowid >> 37) as n from products_fts_data where rowid > 10`.execute(
    db.kysely,
  );
  return rows[0]!.n;
}
