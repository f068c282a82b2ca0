import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect.ts';
import { containsPattern } from '../db/search.ts';

/** Phrases of fewer distinct trigrams are read as they are: their lists are few. */
const MIN_TRIGRAMS = 5;
/**
 * The rarest trigram's products at most: each candidate is then checked with LIKE (about 4 µs
 * each), so at worst a few milliseconds, never the whole catalogue.
 */
const MAX_CANDIDATES = 1_000;
/** Counts older than this are counted again; a change to the catalogue forgets them all. */
const COUNTS_TTL_MS = 10 * 60_000;
/** Printable ASCII only: SQLite's LIKE folds the case of ASCII letters alone. */
const ASCII = /^[\x20-\x7e]+$/;

/** A long phrase's search by its two rarest trigrams, each candidate checked by LIKE. */
export interface RareTrigramSearch {
  /** An FTS5 query of the two rarest trigrams (AND). */
  match: string;
  /** `%phrase%` for LIKE on the index's name and category columns. */
  like: string;
}

/** The distinct trigrams of a term as FTS5's trigram tokenizer makes them (case folded). */
export function trigramsOf(term: string): string[] {
  const chars = [...term.toLowerCase()];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  return [...trigrams];
}

function ftsQuoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * How many products hold each trigram in SQLite's search index (products_fts), for reading a
 * long search phrase by its two rarest trigrams (docs/decisions/421-rare-trigrams-first.md).
 *
 * FTS5 reads a phrase by walking the list of every one of its trigrams: 'royal velvet jhumkas'
 * has 18, several in most products' names, and cost 3 ms where its two rarest trigrams, read
 * together and checked with LIKE, cost 0.25 ms. Counting a trigram walks its list too (up to
 * 0.7 ms), so counts are kept, and a phrase seen for the first time is read as before while its
 * trigrams are counted in the background, one per turn of the event loop. A count only chooses
 * the way; the LIKE check makes every way give the same rows.
 */
export class TrigramCounts {
  readonly #counts = new LRUCache<string, number>({ max: 20_000, ttl: COUNTS_TTL_MS });
  readonly #waiting = new Set<string>();
  #counting = false;
  /** Bumped by `forget()`, so that a count begun before a change is not kept. */
  #generation = 0;
  #vocabulary: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The way to read `term` (normalised, a trigram or longer) by its two rarest trigrams, or null
   * to read it as a phrase: a short or non-ASCII term, a trigram not counted yet (counted
   * soon), or a rarest trigram held by too many products.
   */
  rareSearch(term: string): RareTrigramSearch | null {
    if (this.db.dialect !== 'sqlite' || !ASCII.test(term)) return null;
    const trigrams = trigramsOf(term);
    if (trigrams.length < MIN_TRIGRAMS) return null;
    const counted: [string, number][] = [];
    for (const trigram of trigrams) {
      const count = this.#counts.get(trigram);
      if (count === undefined) this.#waiting.add(trigram);
      else counted.push([trigram, count]);
    }
    if (counted.length < trigrams.length) {
      this.#countWaiting();
      return null;
    }
    counted.sort((a, b) => a[1] - b[1]);
    const [rarest, next] = counted as [[string, number], [string, number]];
    if (rarest[1] > MAX_CANDIDATES) return null;
    return {
      match: `${ftsQuoted(rarest[0])} AND ${ftsQuoted(next[0])}`,
      like: containsPattern(term.toLowerCase()),
    };
  }

  /** Forget every count: the catalogue changed. */
  forget(): void {
    this.#generation += 1;
    this.#counts.clear();
  }

  #countWaiting(): void {
    if (this.#counting) return;
    this.#counting = true;
    const step = () => {
      const [trigram] = this.#waiting;
      if (trigram === undefined) {
        this.#counting = false;
        return;
      }
      this.#waiting.delete(trigram);
      const generation = this.#generation;
      this.#count(trigram)
        .then((count) => {
          if (generation === this.#generation) this.#counts.set(trigram, count);
        })
        // A count that failed leaves the trigram uncounted: its phrases are read as phrases.
        .catch(() => undefined)
        .finally(() => setImmediate(step));
    };
    setImmediate(step);
  }

  async #count(trigram: string): Promise<number> {
    // fts5vocab's rows: one per trigram, with the number of index rows holding it. A table of
    // this connection's temporary schema, made once.
    this.#vocabulary ??= sql`create virtual table if not exists temp.products_fts_vocabulary
      using fts5vocab(main, products_fts, row)`
      .execute(this.db.kysely)
      .then(() => undefined);
    await this.#vocabulary;
    const { rows } = await sql<{ doc: number }>`
      select doc from temp.products_fts_vocabulary where term = ${trigram}`.execute(this.db.kysely);
    return rows[0]?.doc ?? 0;
  }
}
