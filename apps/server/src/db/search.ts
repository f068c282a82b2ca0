import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from './connect.ts';

/** A trigram index only helps from three characters on; shorter terms scan. */
const MIN_INDEXED_LENGTH = 3;

/**
 * A WHERE condition: the product's name or its category's name contains `search`, ignoring
 * case. Use it in a query whose products table is named `products` (not aliased):
 * `.where(await productSearchCondition(db, search))`. An empty or blank term matches all.
 *
 * Index-backed (migration `initial`): on SQLite one FTS5 trigram table covers product and
 * category names. On PostgreSQL the matching categories (a small table) are looked up first
 * and passed as values, so the planner sees real estimates and chooses between the pg_trgm
 * index on lower(name) and walking the listing index; a subquery in their place hides the
 * estimate and made rare terms scan the catalogue.
 */
export async function productSearchCondition(
  db: Db,
  search: string,
  /** Where the categories' names are kept in memory (catalog/category-directory.ts). */
  categories?: { idsContaining(term: string): Promise<string[]> },
): Promise<Expression<SqlBool>> {
  const term = normalizeSearch(search);
  if (term === '') return sql<SqlBool>`1 = 1`;

  const phrase = ftsPhrase(db, term);
  if (phrase) {
    return sql<SqlBool>`products.id in (
      select k.product_id from product_search_keys k
      where k.id in (select rowid from products_fts where products_fts match ${phrase}))`;
  }

  const pattern = containsPattern(term.toLowerCase());
  const nameMatches = sql<SqlBool>`lower(products.name) like ${pattern} escape '\\'`;
  const ids = categories
    ? await categories.idsContaining(term)
    : (
        await db.kysely
          .selectFrom('categories')
          .select('id')
          .where(sql<SqlBool>`lower(name) like ${pattern} escape '\\'`)
          .execute()
      ).map((category) => category.id);
  if (ids.length === 0) return nameMatches;
  return sql<SqlBool>`(${nameMatches} or products.category_id in (${sql.join(ids)}))`;
}

/** A search term as typed, trimmed and with runs of white space made one space. */
export function normalizeSearch(search: string): string {
  return search.trim().replace(/\s+/g, ' ');
}

/**
 * The SQLite FTS5 phrase for a normalised term of three characters or more (with the trigram
 * tokenizer a quoted phrase matches any substring, ignoring case); null where the index
 * cannot serve the term (PostgreSQL, or a shorter term).
 */
export function ftsPhrase(db: Db, term: string): string | null {
  return db.dialect === 'sqlite' ? trigramPhrase(term) : null;
}

/** The FTS5 trigram phrase of a term of three characters or more, else null. */
export function trigramPhrase(term: string): string | null {
  if ([...term].length < MIN_INDEXED_LENGTH) return null;
  return `"${term.replaceAll('"', '""')}"`;
}

/** `%term%` with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
