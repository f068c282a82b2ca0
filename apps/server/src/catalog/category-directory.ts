import type { DbExecutor } from '../db/connect.ts';
import { selectCategoryNames } from './categories.queries.ts';

/** Entries older than this are reloaded before use. */
const MAX_AGE_MS = 5_000;

/**
 * Category names to ids, kept in memory: the listing filters by category name on every
 * request, and resolving the few names against a small table that rarely changes would
 * otherwise cost a database round trip each time.
 *
 * Category changes in this process `invalidate()` it (catalog.subscribers.ts). Other server
 * processes see a new category or a new name at once (an unknown name reloads the list); an
 * old name keeps matching the renamed category for at most MAX_AGE_MS. Only filtering uses it;
 * the names shown in answers come from the database.
 */
export class CategoryDirectory {
  #idsByName = new Map<string, string>();
  /** Every category's name in lower case, for the search's "name contains". */
  #lowerNames: { id: string; lowerName: string }[] = [];
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: { generation: number; promise: Promise<void> } | null = null;
  /** Bumped by `invalidate()`, so that a read begun before a write does not count as fresh. */
  #generation = 0;

  constructor(
    private readonly db: DbExecutor,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The ids of the categories with these names (any case); unknown names are left out. */
  async idsOf(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    let fresh = false;
    if (this.clock() - this.#loadedAt > MAX_AGE_MS) {
      await this.#reload();
      fresh = true;
    }
    // An unknown name may be a category another process has just added. (A name that names
    // nothing costs one small read, as it would without this cache.)
    if (!fresh && names.some((name) => !this.#idsByName.has(key(name)))) await this.#reload();
    const ids = new Set<string>();
    for (const name of names) {
      const id = this.#idsByName.get(key(name));
      if (id) ids.add(id);
    }
    return [...ids];
  }

  /**
   * The ids of the categories whose name contains `term`, ignoring case: what
   * `lower(name) like '%term%'` finds in the table, without a query per search (db/search.ts).
   */
  async idsContaining(term: string): Promise<string[]> {
    if (this.clock() - this.#loadedAt > MAX_AGE_MS) await this.#reload();
    const needle = term.toLowerCase();
    return this.#lowerNames
      .filter((each) => each.lowerName.includes(needle))
      .map((each) => each.id);
  }

  /** Forget everything; the next lookup reads the table again. */
  invalidate(): void {
    this.#generation += 1;
    this.#loadedAt = Number.NEGATIVE_INFINITY;
  }

  #reload(): Promise<void> {
    // Concurrent requests share one read, unless a write came after it began.
    if (this.#loading?.generation === this.#generation) return this.#loading.promise;
    const generation = this.#generation;
    const promise = (async () => {
      const rows = await selectCategoryNames(this.db);
      // A read that a write overtook is dropped; the next lookup reads again.
      if (generation !== this.#generation) return;
      this.#idsByName = new Map(rows.map((row) => [key(row.name), row.id]));
      this.#lowerNames = rows.map((row) => ({ id: row.id, lowerName: row.name.toLowerCase() }));
      this.#loadedAt = this.clock();
    })().finally(() => {
      if (this.#loading?.promise === promise) this.#loading = null;
    });
    this.#loading = { generation, promise };
    return promise;
  }
}

function key(name: string): string {
  return name.trim().toLowerCase();
}
