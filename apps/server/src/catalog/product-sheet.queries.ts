import type { DbExecutor } from '../db/connect.ts';
import type { NewProduct, ProductUpdate } from '../db/schema.ts';
import { productRows, type ProductRow } from './products.queries.ts';

/*
 * The catalogue spreadsheet's reads (docs/product.md, "Admin: catalogue file"): whole products
 * with their category's name and image ids, in batches by id for the streamed export, or by SKU
 * for the import.
 */

/** Up to `limit` products after `afterId` in id order (the export's batches), deleted ones too. */
export function selectSheetBatch(
  db: DbExecutor,
  afterId: string | null,
  limit: number,
): Promise<ProductRow[]> {
  return productRows(db)
    .$if(afterId !== null, (qb) => qb.where('products.id', '>', afterId!))
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

/** The products with these SKUs. */
export async function selectProductsBySku(
  db: DbExecutor,
  skus: readonly string[],
): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (let at = 0; at < skus.length; at += 500) {
    const chunk = skus.slice(at, at + 500);
    rows.push(...(await productRows(db).where('products.sku', 'in', chunk).execute()));
  }
  return rows;
}

/** Every category, name and id (a small list). */
export function selectCategoryIds(db: DbExecutor) {
  return db.selectFrom('categories').select(['id', 'name']).execute();
}

/** Which of these image ids are stored. */
export async function selectKnownImageIds(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .selectFrom('images')
      .select('id')
      .where('id', 'in', ids.slice(at, at + 500))
      .execute();
    for (const row of rows) known.add(row.id);
  }
  return known;
}

/**
 * Enabled products with less than `threshold` of any size they offer, or in all without sizes,
 * with their first image; at most `limit` candidates.
 */
export function selectLowStock(db: DbExecutor, threshold: number, limit: number) {
  return productRows(db)
    .where('products.disabled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('products.inventory', '<', threshold),
        eb('products.stock_xs', '<', threshold),
        eb('products.stock_s', '<', threshold),
        eb('products.stock_m', '<', threshold),
        eb('products.stock_l', '<', threshold),
        eb('products.stock_xl', '<', threshold),
        eb('products.stock_xxl', '<', threshold),
      ]),
    )
    .orderBy('products.inventory')
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

/*
 * The import's writes, many rows a statement (docs/decisions/157-import-bulk-writes.md). A
 * statement carries at most PARAMETERS_PER_STATEMENT values: below SQLite's 32,766 variables
 * and PostgreSQL's 65,535 parameters.
 */
const PARAMETERS_PER_STATEMENT = 30_000;

/** `rows` cut so that no statement carries more than PARAMETERS_PER_STATEMENT values. */
export function statementChunks<T extends object>(rows: readonly T[], most = Infinity): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.min(most, Math.floor(PARAMETERS_PER_STATEMENT / columns)));
  const chunks: T[][] = [];
  for (let at = 0; at < rows.length; at += size) chunks.push(rows.slice(at, at + size));
  return chunks;
}

/** New products, many a statement. */
export async function insertProducts(db: DbExecutor, rows: readonly NewProduct[]): Promise<void> {
  for (const chunk of statementChunks(rows)) {
    await db.insertInto('products').values(chunk).execute();
  }
}

/** One product's new values (an import's update: every row sets different values). */
export async function updateProduct(
  db: DbExecutor,
  id: string,
  values: ProductUpdate,
): Promise<void> {
  await db.updateTable('products').set(values).where('id', '=', id).execute();
}

/** Replaces the image links of these products (their old links go first). */
export async function replaceProductImages(
  db: DbExecutor,
  links: ReadonlyMap<string, readonly string[]>,
  { fresh }: { fresh: boolean },
): Promise<void> {
  const productIds = [...links.keys()];
  if (!fresh) {
    for (let at = 0; at < productIds.length; at += 1000) {
      await db
        .deleteFrom('product_images')
        .where('product_id', 'in', productIds.slice(at, at + 1000))
        .execute();
    }
  }
  const rows = [...links].flatMap(([productId, imageIds]) =>
    imageIds.map((imageId, position) => ({ product_id: productId, position, image_id: imageId })),
  );
  for (const chunk of statementChunks(rows)) {
    await db.insertInto('product_images').values(chunk).execute();
  }
}
