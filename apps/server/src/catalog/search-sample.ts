import { sql } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';

/** Products a walk may check before the trigram index is the cheaper way (about 1 µs each). */
export const WALK_MAX_ROWS = 3_000;
/** Products in the sample; checking a term against it costs tens of microseconds. */
export const SAMPLE_SIZE = 2_000;
/** A sample older than this is read again (only the way depends on it, never the answer). */
const SAMPLE_TTL_MS = 10 * 60_000;
/** Searches whose answer is kept until the next sample (a term's next pages, other filters). */
const KEPT_ANSWERS = 1_000;
/**
 * Products a rare search may check, read from the trigram index by two of its trigrams (about
 * 5 µs each: a heap fetch and the name lowered twice), before the planner's own way is cheaper.
 */
const TRIGRAM_MAX_CANDIDATES = 500;
/** A trigram the index is read by: three ASCII letters or digits (a word's part to pg_trgm). */
const INDEXED_TRIGRAM = /^[a-z0-9]{3}$/;

/** What a search's page is narrowed by, as in products.queries.ts's `ProductFilter`. */
export interface SampledFilter {
  /** The normalised term in lower case. */
  lowerTerm: string;
  /** Categories whose names contain the term: their products match too. */
  namedCategoryIds: readonly string[];
  categoryIds: readonly string[] | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
}

interface SampledProduct {
  lowerName: string;
  categoryId: string;
  pricePaise: number;
}

/**
 * A random sample of the enabled products (lower-cased name, category, price), read from
 * PostgreSQL in the background and kept for ten minutes, from which a search's matches are
 * estimated (docs/decisions/480-common-searches-walked-prepared.md). When its page lies within
 * the first few thousand products of the listing, the search walks the listing index from the
 * newest in a statement whose plan does not depend on the values, prepared once per connection
 * (docs/decisions/430-named-statements.md). A rarer term is read from the trigram index by two of
 * its trigrams that few sampled names hold together, each candidate checked, in such a statement
 * too (docs/decisions/510-rare-searches-by-two-trigrams.md); any other is planned at each
 * request as before, so that the planner can choose. A stale or unlucky sample only makes a
 * search slower, never different: every way finds the same rows.
 */
export class SearchSample {
  #products: SampledProduct[] | null = null;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | null = null;
  /** `walks`'s answers for this sample, by search. */
  #answers = new Map<string, boolean>();
  /** `rareTrigrams`'s answers for this sample, by term. */
  #trigramAnswers = new Map<string, readonly [string, string] | null>();
  /** The sample's names joined by line breaks, where each starts, and products per category. */
  #index: { names: string; starts: number[]; perCategory: Map<string, number> } | null = null;
  /** Enabled products when the sample was read. */
  #enabled = 0;

  constructor(
    private readonly db: DbExecutor,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Whether the first `rows` matches of `filter` lie within about WALK_MAX_ROWS products of the
   * listing walked from the newest; false while no sample is loaded (one is then read in the
   * background).
   */
  walks(filter: SampledFilter, rows: number): boolean {
    if (this.clock() - this.#loadedAt > SAMPLE_TTL_MS) this.#load();
    const products = this.#products;
    if (products === null) return false;
    const key = JSON.stringify([
      rows,
      filter.lowerTerm,
      filter.namedCategoryIds,
      filter.categoryIds,
      filter.minPricePaise,
      filter.maxPricePaise,
    ]);
    const kept = this.#answers.get(key);
    if (kept !== undefined) return kept;
    // The walk goes down one category's listing index when the filter names one category,
    // else down the whole listing; the page's last row lies about `rows` / (the share of the
    // products walked that match) down it.
    const walked = filter.categoryIds?.length === 1 ? filter.categoryIds[0]! : null;
    const { visited, matches } =
      filter.namedCategoryIds.length === 0
        ? this.#countByNames(products, filter, walked)
        : countEach(products, filter, walked);
    const walks = rows * visited <= WALK_MAX_ROWS * matches;
    if (this.#answers.size >= KEPT_ANSWERS) this.#answers.clear();
    this.#answers.set(key, walks);
    return walks;
  }

  /**
   * `countEach` for a term that names no category, faster: the term is looked for in all the
   * names at once, and only the products it is found in are checked against the filter.
   */
  #countByNames(
    products: SampledProduct[],
    filter: SampledFilter,
    walked: string | null,
  ): { visited: number; matches: number } {
    const visited = walked === null ? products.length : (this.#index!.perCategory.get(walked) ?? 0);
    let matches = 0;
    this.#eachHolding(filter.lowerTerm, (product) => {
      if (matchesFilter(product, filter)) matches += 1;
    });
    return { visited, matches };
  }

  /**
   * Two trigrams of `lowerTerm` (three ASCII letters or digits each) that few sampled names hold
   * together, for a search the listing's walk does not suit: its candidates are then read from
   * the trigram index by these two alone and each is checked for the whole term
   * (docs/decisions/510-rare-searches-by-two-trigrams.md). Null without a sample, for a term
   * with fewer than two such trigrams, or when the names holding both are estimated at more
   * than TRIGRAM_MAX_CANDIDATES products (the planner's way is then the cheaper one).
   */
  rareTrigrams(lowerTerm: string): readonly [string, string] | null {
    if (this.clock() - this.#loadedAt > SAMPLE_TTL_MS) this.#load();
    const products = this.#products;
    if (products === null) return null;
    const kept = this.#trigramAnswers.get(lowerTerm);
    if (kept !== undefined) return kept;
    const trigrams = new Set<string>();
    for (let i = 0; i + 3 <= lowerTerm.length; i++) {
      const trigram = lowerTerm.slice(i, i + 3);
      if (INDEXED_TRIGRAM.test(trigram)) trigrams.add(trigram);
    }
    let answer: readonly [string, string] | null = null;
    if (trigrams.size >= 2) {
      // The rarest trigram, then the one fewest of its names also hold: two trigrams of one
      // word ('sar' and 'ree' of 'saree') narrow little together.
      const counted = [...trigrams].map((trigram) => {
        let holding = 0;
        this.#eachHolding(trigram, () => (holding += 1));
        return { trigram, holding, withRarest: 0 };
      });
      counted.sort((a, b) => a.holding - b.holding);
      const [rarest, ...others] = counted as [(typeof counted)[0], ...typeof counted];
      this.#eachHolding(rarest.trigram, (product) => {
        for (const other of others) {
          if (product.lowerName.includes(other.trigram)) other.withRarest += 1;
        }
      });
      const next = others.reduce((best, other) =>
        other.withRarest < best.withRarest ? other : best,
      );
      if (next.withRarest * this.#enabled <= TRIGRAM_MAX_CANDIDATES * products.length) {
        answer = [rarest.trigram, next.trigram];
      }
    }
    if (this.#trigramAnswers.size >= KEPT_ANSWERS) this.#trigramAnswers.clear();
    this.#trigramAnswers.set(lowerTerm, answer);
    return answer;
  }

  /**
   * Calls `visit` once for each sampled product whose name holds `text`: it is looked for in all
   * the names at once (a term never holds a line break, the names' separator).
   */
  #eachHolding(text: string, visit: (product: SampledProduct) => void): void {
    const products = this.#products!;
    const { names, starts } = this.#index!;
    let at = names.indexOf(text);
    while (at !== -1) {
      // The product whose name holds `at`: the last start at or before it.
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      visit(products[low]!);
      at = low + 1 < starts.length ? names.indexOf(text, starts[low + 1]) : -1;
    }
  }

  /** Resolves when a sample is loaded (for tests); starts a read if none is under way. */
  async loaded(): Promise<void> {
    if (this.#products === null) this.#load();
    await this.#loading;
  }

  #load(): void {
    if (this.#loading) return;
    this.#loading = (async () => {
      try {
        const { rows } = await sql<{
          lower_name: string;
          category_id: string;
          price_paise: string | number;
          enabled: string | number;
        }>`
          select lower(name) as lower_name, category_id, price_paise, count(*) over () as enabled
          from products where disabled = 0 order by random() limit ${SAMPLE_SIZE}`.execute(this.db);
        const products = rows.map((row) => ({
          lowerName: row.lower_name,
          categoryId: row.category_id,
          pricePaise: Number(row.price_paise),
        }));
        const starts: number[] = [];
        const perCategory = new Map<string, number>();
        let length = 0;
        for (const product of products) {
          starts.push(length);
          length += product.lowerName.length + 1;
          perCategory.set(product.categoryId, (perCategory.get(product.categoryId) ?? 0) + 1);
        }
        const names = products.map((product) => product.lowerName).join('\n');
        this.#index = { names, starts, perCategory };
        this.#products = products;
        this.#enabled = Number(rows[0]?.enabled ?? 0);
        this.#answers.clear();
        this.#trigramAnswers.clear();
        this.#loadedAt = this.clock();
      } catch {
        // Kept as it was; the next search tries again.
      } finally {
        this.#loading = null;
      }
    })();
  }
}

/** Of the products a walk visits (all, or one category's): how many, and how many match. */
function countEach(
  products: SampledProduct[],
  filter: SampledFilter,
  walked: string | null,
): { visited: number; matches: number } {
  let visited = 0;
  let matches = 0;
  for (const product of products) {
    if (walked !== null && product.categoryId !== walked) continue;
    visited += 1;
    if (matchesFilter(product, filter)) matches += 1;
  }
  return { visited, matches };
}

function matchesFilter(product: SampledProduct, filter: SampledFilter): boolean {
  if (filter.categoryIds !== null && !filter.categoryIds.includes(product.categoryId)) return false;
  if (filter.minPricePaise !== null && product.pricePaise < filter.minPricePaise) return false;
  if (filter.maxPricePaise !== null && product.pricePaise > filter.maxPricePaise) return false;
  return (
    product.lowerName.includes(filter.lowerTerm) ||
    filter.namedCategoryIds.includes(product.categoryId)
  );
}
