import { sql } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import type { ProductRow } from './products.queries.ts';

/*
 * The catalogue spreadsheet's reads (docs/product.md, "Admin: catalogue file"): whole products
 * with their category's name and image ids, in batches by id for the streamed export, or by SKU
 * for the import.
 */

function sheetRows(db: DbExecutor) {
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
      'products.availability',
      'products.disabled',
      'products.stock_xs',
      'products.stock_s',
      'products.stock_m',
      'products.stock_l',
      'products.stock_xl',
      'products.stock_xxl',
      sql<string | null>`(
        select string_agg(product_images.image_id, ',' order by product_images.position)
        from product_images where product_images.product_id = products.id
      )`.as('image_ids'),
    ]);
}

/** Up to `limit` products after `afterId` in id order (the export's batches), deleted ones too. */
export function selectSheetBatch(
  db: DbExecutor,
  afterId: string | null,
  limit: number,
): Promise<ProductRow[]> {
  return sheetRows(db)
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
    rows.push(...(await sheetRows(db).where('products.sku', 'in', chunk).execute()));
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
  return sheetRows(db)
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
