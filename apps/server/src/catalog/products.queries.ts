import type { DbExecutor } from '../db/connect.ts';
import { onePlan } from '../db/named-statements.ts';
import { sql } from 'kysely';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { PAGE_SIZE } from '@haat/contracts';
import type { Availability } from '@haat/contracts';
import type { NewProduct, ProductUpdate } from '../db/schema.ts';
import type { RareTrigramSearch } from './trigram-counts.ts';

/** A search term, in the form the query needs. */
export type ProductSearch =
  /** From `productSearchCondition` (PostgreSQL, and terms shorter than a trigram). */
  | { condition: Expression<SqlBool> }
  /**
   * An FTS5 phrase, read from the full-text index newest first (SQLite); a long one by its two
   * rarest trigrams when they are known (`rare`), each candidate checked by LIKE.
   */
  | { ftsPhrase: string; rare?: RareTrigramSearch | null }
  /** A term on PostgreSQL whose matches are common enough to walk the listing for them. */
  | { walk: WalkedSearch }
  /** A rarer term on PostgreSQL: its candidates by two of its trigrams, each checked. */
  | { trigrams: TrigramSearch };

/**
 * A search walked down the listing (PostgreSQL): the product's name contains `lowerTerm`, or its
 * category is one of `namedCategoryIds` (those whose names contain the term).
 */
export interface WalkedSearch {
  /** The normalised term in lower case. */
  lowerTerm: string;
  namedCategoryIds: readonly string[];
}

/**
 * A search read from the trigram index by two of its trigrams (PostgreSQL): the candidates whose
 * lowered name holds both, each checked for containing `lowerTerm` (it names no category).
 */
export interface TrigramSearch {
  /** The normalised term in lower case. */
  lowerTerm: string;
  /** Two of the term's trigrams, three ASCII letters or digits each (search-sample.ts). */
  trigrams: readonly [string, string];
}

/** Which enabled products a list shows; every part is optional and they combine (AND). */
export interface ProductFilter {
  /** Any of these categories; null for every category. */
  categoryIds: readonly string[] | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  search: ProductSearch | null;
  /** A product to leave out (the one whose related products are shown). */
  exceptId: string | null;
}

export const NO_FILTER: ProductFilter = {
  categoryIds: null,
  minPricePaise: null,
  maxPricePaise: null,
  search: null,
  exceptId: null,
};

/** What a product card shows. */
export interface CardRow {
  id: string;
  name: string;
  price_paise: number;
  display_discount: number | null;
  availability: Availability;
  category: string;
  /** The first image, if any. */
  image_id: string | null;
  agent_commission_bp: number;
}

/**
 * One page of enabled products matching `filter`, newest first (ties by id, so that pages
 * never overlap or skip). The page's ids are found first on an index already in that order:
 * `products_listing` or `products_category_listing` (both end in created_at, id), or for a
 * search on SQLite the full-text index, keyed by creation time. Only those rows are then
 * joined with their category and first image, so an OFFSET skips index entries, not joins.
 *
 * Written as one SQL text rather than with the query builder: building and compiling the
 * builder's form cost as much as running the statement on every miss of the listing and the
 * search (docs/decisions/360-card-pages-as-sql-text.md).
 */
export async function selectCardPage(
  db: DbExecutor,
  filter: ProductFilter,
  page: { offset: number; limit: number },
): Promise<CardRow[]> {
  const { search } = filter;
  if (search && ('walk' in search || 'trigrams' in search)) {
    // A first page's statement is prepared (its offset is none, its limit is written in: at
    // most the storefront's page and one more, so that the texts are a few dozen) unless prices
    // bound it: a generic plan cannot know how wide they are, and took the price index.
    const prepared =
      page.offset === 0 &&
      page.limit <= PAGE_SIZE.publicProducts + 1 &&
      filter.minPricePaise === null &&
      filter.maxPricePaise === null;
    const ids =
      'walk' in search
        ? onePlanPage(filterConditions(filter, 'walked'), walkedMatch(search.walk), page)
        : onePlanPage(filterConditions(filter, 'array'), trigramMatch(search.trigrams), page);
    return cardsOf(db, ids, prepared ? onePlan : sql``);
  }
  const ids =
    search && 'ftsPhrase' in search ? ftsPage(filter, search, page) : indexPage(filter, page);
  return cardsOf(db, ids);
}

/**
 * A product's related cards: the newest enabled products of its category but itself, at most
 * `limit` (a constant). Its plan is the same for every category and product (the category's
 * listing index walked from the newest, stopping after the page), so it is marked as having one
 * plan and prepared once per connection on PostgreSQL, its row count written into the SQL
 * (docs/decisions/461-product-page-reads-named.md); the other card lists stay planned per
 * request (decision 312).
 */
export async function selectRelatedCards(
  db: DbExecutor,
  categoryId: string,
  exceptId: string,
  limit: number,
): Promise<CardRow[]> {
  const filter: ProductFilter = { ...NO_FILTER, categoryIds: [categoryId], exceptId };
  const ids = sql`(
    select ${PAGE_COLUMNS}, null as rank
    from products
    where ${sql.join(filterConditions(filter), sql` and `)}
    order by products.created_at desc, products.id desc
    limit ${sql.lit(limit)}
  )`;
  return cardsOf(db, ids, onePlan);
}

/** The cards of a page's ids (`PageQuery`), in its order; `mark` ends the statement. */
async function cardsOf(
  db: DbExecutor,
  ids: PageQuery,
  mark: RawBuilder<unknown> = sql``,
): Promise<CardRow[]> {
  const { rows } = await sql<CardRow>`
    select page.id, page.name, page.price_paise, page.display_discount, page.availability,
      page.agent_commission_bp, categories.name as category,
      (select product_images.image_id from product_images
        where product_images.product_id = page.id
        order by product_images.position limit 1) as image_id
    from ${ids} as page
    join categories on categories.id = page.category_id
    order by page.rank desc, page.created_at desc, page.id desc ${mark}`.execute(db);
  return rows;
}

/** The product columns a card shows, with what the page is ordered and joined by. */
const PAGE_COLUMNS = sql`products.id, products.name, products.price_paise,
  products.display_discount, products.availability, products.agent_commission_bp,
  products.category_id, products.created_at`;

/**
 * The page's ids (`id`, `created_at`, and `rank`: the full-text key, creation time, when
 * searching on SQLite, else null), as a parenthesised subquery.
 */
type PageQuery = RawBuilder<unknown>;

/**
 * How a filter's categories are written: `values`, each a parameter of `in (…)`; `walked`, one
 * array parameter so that the SQL text is the same for any number of them, but one compared as
 * it is so that its listing index is walked; `array`, always one array parameter, so that one
 * category has the text and generic plan of several (the trigram index, where one category's
 * index would otherwise be read whole in a small catalogue).
 */
type CategoryForm = 'values' | 'walked' | 'array';

/** The filter's conditions on `products` other than the search. */
function filterConditions(
  filter: ProductFilter,
  categoryForm: CategoryForm = 'values',
): RawBuilder<unknown>[] {
  const conditions = [sql`products.disabled = 0`];
  const ids = filter.categoryIds;
  if (ids !== null) {
    conditions.push(
      categoryForm === 'values'
        ? sql`products.category_id in (${sql.join(ids)})`
        : categoryForm === 'walked' && ids.length === 1
          ? sql`products.category_id = ${ids[0]}`
          : sql`products.category_id = any(${[...ids]}::text[])`,
    );
  }
  if (filter.minPricePaise !== null) {
    conditions.push(sql`products.price_paise >= ${filter.minPricePaise}`);
  }
  if (filter.maxPricePaise !== null) {
    conditions.push(sql`products.price_paise <= ${filter.maxPricePaise}`);
  }
  if (filter.exceptId !== null) conditions.push(sql`products.id <> ${filter.exceptId}`);
  return conditions;
}

function limitOffset(page: { offset: number; limit: number }) {
  return page.offset > 0
    ? sql`limit ${page.limit} offset ${page.offset}`
    : sql`limit ${page.limit}`;
}

/** The page's ids on the listing indexes: newest first, filters checked on the way. */
function indexPage(filter: ProductFilter, page: { offset: number; limit: number }): PageQuery {
  const conditions: Expression<unknown>[] = filterConditions(filter);
  if (filter.search && 'condition' in filter.search) conditions.push(filter.search.condition);
  return sql`(
    select ${PAGE_COLUMNS}, null as rank
    from products
    where ${sql.join(conditions, sql` and `)}
    order by products.created_at desc, products.id desc
    ${limitOffset(page)}
  )`;
}

/**
 * The page's ids of a search whose SQL text has the same plan for any values (`filters` from
 * `filterConditions`, `matches` the search's condition from `walkedMatch` or `trigramMatch`):
 * the term, trigrams and categories are parameters and the page's size is written in.
 */
function onePlanPage(
  filters: RawBuilder<unknown>[],
  matches: RawBuilder<unknown>,
  page: { offset: number; limit: number },
): PageQuery {
  const conditions = [...filters, matches];
  const limit =
    page.offset > 0
      ? sql`limit ${sql.lit(page.limit)} offset ${page.offset}`
      : sql`limit ${sql.lit(page.limit)}`;
  return sql`(
    select ${PAGE_COLUMNS}, null as rank
    from products
    where ${sql.join(conditions, sql` and `)}
    order by products.created_at desc, products.id desc
    ${limit}
  )`;
}

/**
 * A search walked down the listing from the newest (chosen from a sample of the catalogue,
 * search-sample.ts): each name is checked with `strpos`, which no index serves, so the plan is
 * always the listing index (one category's, when the filter names one) walked from the newest
 * until the page is full. The name is read lowered, as stored beside it (`name_lower`, a
 * column PostgreSQL computes with `lower(name)`; docs/decisions/511-lowered-names-kept.md):
 * lowering each name passed was most of a deep walk's time.
 */
function walkedMatch(search: WalkedSearch): RawBuilder<unknown> {
  const named =
    search.namedCategoryIds.length > 0
      ? sql` or products.category_id = any(${[...search.namedCategoryIds]}::text[])`
      : sql``;
  return sql`(strpos(products.name_lower, ${search.lowerTerm}) > 0${named})`;
}

/**
 * A rare search read by two of its trigrams (docs/decisions/510-rare-searches-by-two-trigrams.md):
 * each `like '%abc%'` is one trigram to pg_trgm's index, so the index reads those two lists
 * instead of every one of the term's, and each candidate is checked with `strpos`. Two patterns
 * that are parameters are estimated as rare whatever their values, so the generic plan reads the
 * trigram index and sorts the few matches.
 */
function trigramMatch(search: TrigramSearch): RawBuilder<unknown> {
  const [first, second] = search.trigrams;
  return sql`lower(products.name) like ${`%${first}%`}
    and lower(products.name) like ${`%${second}%`}
    and strpos(lower(products.name), ${search.lowerTerm}) > 0`;
}

/**
 * The page's ids on SQLite's trigram index (product and category names), read by rowid from
 * the newest: the rowid follows creation time (migration search_in_listing_order), so the
 * scan stops after a page instead of sorting every match of a common term.
 */
function ftsPage(
  filter: ProductFilter,
  search: { ftsPhrase: string; rare?: RareTrigramSearch | null },
  page: { offset: number; limit: number },
): PageQuery {
  const { rare } = search;
  const matches = rare
    ? [
        sql`products_fts match ${rare.match}`,
        sql`(products_fts.name like ${rare.like} escape '\\'
          or products_fts.category like ${rare.like} escape '\\')`,
      ]
    : [sql`products_fts match ${search.ftsPhrase}`];
  const conditions = [...matches, ...filterConditions(filter)];
  return sql`(
    select ${PAGE_COLUMNS}, products_fts.rowid as rank
    from products_fts
    join product_search_keys on product_search_keys.id = products_fts.rowid
    join products on products.id = product_search_keys.product_id
    where ${sql.join(conditions, sql` and `)}
    order by products_fts.rowid desc
    limit ${page.limit} offset ${page.offset}
  )`;
}

/** A whole product, disabled or not. */
export interface ProductRow {
  id: string;
  name: string;
  description: string;
  details: string;
  category_id: string;
  category: string;
  price_paise: number;
  agent_commission_bp: number;
  display_discount: number | null;
  sizes: string;
  inventory: number;
  sku: string;
  hsn: string;
  gst_rate: number;
  availability: Availability;
  disabled: 0 | 1;
  stock_xs: number | null;
  stock_s: number | null;
  stock_m: number | null;
  stock_l: number | null;
  stock_xl: number | null;
  stock_xxl: number | null;
  /** Image ids in gallery order, comma-separated; null without images. */
  image_ids: string | null;
}

/**
 * Whole products with their category's name and their image ids in position order: the one
 * column list of a `ProductRow`, for one product here and for the catalogue file's batches and
 * SKU look-ups (product-sheet.queries.ts).
 */
export function productRows(db: DbExecutor) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.details',
      'products.category_id',
      'categories.name as category',
      'products.price_paise',
      'products.agent_commission_bp',
      'products.display_discount',
      'products.sizes',
      'products.inventory',
      'products.sku',
      'products.hsn',
      'products.gst_rate',
      'products.availability',
      'products.disabled',
      'products.stock_xs',
      'products.stock_s',
      'products.stock_m',
      'products.stock_l',
      'products.stock_xl',
      'products.stock_xxl',
      // string_agg with ORDER BY: PostgreSQL, and SQLite since 3.44 (better-sqlite3 bundles it).
      sql<string | null>`(
        select string_agg(product_images.image_id, ',' order by product_images.position)
        from product_images where product_images.product_id = products.id
      )`.as('image_ids'),
    ]);
}

/**
 * One product with its category's name and its images, in one query. By the product's key (its
 * category by key, its images by `product_images_pk`): prepared once per connection on
 * PostgreSQL (docs/decisions/430-named-statements.md).
 */
export function selectProduct(db: DbExecutor, id: string): Promise<ProductRow | undefined> {
  return productRows(db).where('products.id', '=', id).modifyEnd(onePlan).executeTakeFirst();
}

/** Whether the product exists and is disabled; undefined when it does not exist. */
export async function selectProductState(
  db: DbExecutor,
  id: string,
): Promise<{ disabled: 0 | 1 } | undefined> {
  return db.selectFrom('products').select('disabled').where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(
  db: DbExecutor,
  row: NewProduct,
  imageIds: readonly string[],
): Promise<void> {
  await db.insertInto('products').values(row).execute();
  await insertImages(db, row.id, imageIds);
}

/** Updates the product and replaces its images; returns how many products changed. */
export async function updateProductRow(
  db: DbExecutor,
  id: string,
  values: ProductUpdate,
  imageIds: readonly string[],
): Promise<number> {
  const result = await db.updateTable('products').set(values).where('id', '=', id).execute();
  const changed = Number(result[0]?.numUpdatedRows ?? 0);
  if (changed > 0) {
    await db.deleteFrom('product_images').where('product_id', '=', id).execute();
    await insertImages(db, id, imageIds);
  }
  return changed;
}

/** Soft delete; returns how many products changed. */
export async function disableProduct(
  db: DbExecutor,
  id: string,
  updatedAt: string,
): Promise<number> {
  const result = await db
    .updateTable('products')
    .set({ disabled: 1, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
  return Number(result[0]?.numUpdatedRows ?? 0);
}

async function insertImages(db: DbExecutor, productId: string, imageIds: readonly string[]) {
  if (imageIds.length === 0) return;
  await db
    .insertInto('product_images')
    .values(
      imageIds.map((imageId, position) => ({ product_id: productId, position, image_id: imageId })),
    )
    .execute();
}
