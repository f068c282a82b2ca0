import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Size } from '@haat/contracts';
import { STOCK_COLUMN_NAMES } from '../catalog/size-stock.ts';
import type { DbExecutor } from '../db/connect.ts';
import { onePlan } from '../db/named-statements.ts';

/** The user's cart lines with each product's current name, price, stock and first image. */
export function cartLines(db: DbExecutor, userId: string) {
  // A user's few lines, each product by its key: prepared once per connection on PostgreSQL.
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('product_images', (join) =>
      join
        .onRef('product_images.product_id', '=', 'products.id')
        .on('product_images.position', '=', 0),
    )
    .select([
      'cart_items.id',
      'cart_items.product_id',
      'cart_items.size',
      'cart_items.quantity',
      'products.name',
      'products.price_paise',
      'products.inventory',
      'products.sizes',
      ...STOCK_COLUMN_NAMES.map((column) => `products.${column}` as const),
      'products.availability',
      'products.disabled',
      'categories.name as category',
      'product_images.image_id',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id')
    .modifyEnd(onePlan)
    .execute();
}

export function findLine(db: DbExecutor, userId: string, productId: string, size: string) {
  // By the line's unique key: prepared once per connection on PostgreSQL.
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size as '')
    .modifyEnd(onePlan)
    .executeTakeFirst();
}

export function findProductForCart(db: DbExecutor, productId: string) {
  // By the product's primary key: prepared once per connection on PostgreSQL.
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sizes', 'inventory', 'availability', 'disabled', ...STOCK_COLUMN_NAMES])
    .where('id', '=', productId)
    .modifyEnd(onePlan)
    .executeTakeFirst();
}

export function countLines(db: DbExecutor, userId: string) {
  return db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Adds `quantity` to the user's line of this product and size, or starts the line. One
 * statement, so two adds at once add up instead of one overwriting the other.
 */
export async function addToLine(
  db: DbExecutor,
  line: { userId: string; productId: string; size: Size | ''; quantity: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      id: uuidv7(),
      user_id: line.userId,
      product_id: line.productId,
      size: line.size,
      quantity: line.quantity,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'product_id', 'size']).doUpdateSet({
        quantity: sql<number>`cart_items.quantity + ${line.quantity}`,
        updated_at: at,
      }),
    )
    .execute();
}

export async function setLineQuantity(
  db: DbExecutor,
  lineId: string,
  quantity: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: at })
    .where('id', '=', lineId)
    .execute();
}

/** Deletes the user's line of this product and size; answers how many rows went (0 or 1). */
export async function deleteLine(
  db: DbExecutor,
  userId: string,
  productId: string,
  size: Size | '',
): Promise<number> {
  const removed = await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
