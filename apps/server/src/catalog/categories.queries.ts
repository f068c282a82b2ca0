import type { DbExecutor } from '../db/connect.ts';
import { sql } from 'kysely';
import type { NewCategory, CategoryUpdate } from '../db/schema.ts';

export interface CategoryRow {
  id: string;
  name: string;
  image_id: string | null;
}

/**
 * Every category, by name ignoring case, with the number of products filed under it, deleted
 * ones included (counted on the index `products_category_listing`).
 */
export async function selectCategories(
  db: DbExecutor,
): Promise<(CategoryRow & { product_count: number })[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'image_id'])
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('products.category_id', '=', 'categories.id')
        .as('product_count'),
    )
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ ...row, product_count: Number(row.product_count ?? 0) }));
}

/** Every category's id and name (the name → id map of category-directory.ts). */
export function selectCategoryNames(db: DbExecutor): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('categories').select(['id', 'name']).execute();
}

export function selectCategory(db: DbExecutor, id: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'image_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The category with this name, ignoring case (as the unique index `categories_name_unique`). */
export function selectCategoryByName(
  db: DbExecutor,
  name: string,
): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'image_id'])
    .where(sql`lower(name)`, '=', sql<string>`lower(${name})`)
    .executeTakeFirst();
}

export async function insertCategory(db: DbExecutor, row: NewCategory): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

/** Returns how many rows changed (0 when the category is gone). */
export async function updateCategoryRow(
  db: DbExecutor,
  id: string,
  values: CategoryUpdate,
): Promise<number> {
  const result = await db.updateTable('categories').set(values).where('id', '=', id).execute();
  return Number(result[0]?.numUpdatedRows ?? 0);
}

export async function deleteCategoryRow(db: DbExecutor, id: string): Promise<number> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Products in the category, deleted (disabled) ones counted apart. */
export async function countProductsInCategory(
  db: DbExecutor,
  categoryId: string,
): Promise<{ total: number; deleted: number }> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>('disabled').as('deleted'),
    ])
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), deleted: Number(row.deleted ?? 0) };
}
