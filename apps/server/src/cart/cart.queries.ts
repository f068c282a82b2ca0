import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The user's cart lines with each product's current name, price, stock and first image. */
export function cartLines(db: Kysely<Database>, userId: string) {
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
      'products.availability',
      'products.disabled',
      'categories.name as category',
      'product_images.image_id',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id')
    .execute();
}

export function findLine(db: Kysely<Database>, userId: string, productId: string, size: string) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size as '')
    .executeTakeFirst();
}

export function findProductForCart(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sizes', 'inventory', 'availability', 'disabled'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export function countLines(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
