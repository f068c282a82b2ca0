import { sql } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import type { NewOrder, NewOrderItem, Order, OrderItem } from '../db/schema.ts';

/** One page of the user's orders, newest first, with one row more to tell if more follow. */
export function selectOrdersPage(
  db: DbExecutor,
  userId: string,
  page: { page: number; limit: number },
): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit)
    .execute();
}

/** The lines of these orders, by order and then by id. */
export function selectItemsOf(db: DbExecutor, orderIds: readonly string[]): Promise<OrderItem[]> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

export function findOrderByKey(db: DbExecutor, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function insertOrder(db: DbExecutor, values: NewOrder): Promise<Order> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export function insertOrderItems(
  db: DbExecutor,
  items: readonly NewOrderItem[],
): Promise<OrderItem[]> {
  return db
    .insertInto('order_items')
    .values([...items])
    .returningAll()
    .execute();
}

/** Deletes the user's cart and answers its lines (the cart is read by deleting it). */
export function takeCart(db: DbExecutor, userId: string) {
  return db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .returning(['product_id', 'size', 'quantity'])
    .execute();
}

/**
 * Takes `quantity` from the product's stock if it is enabled, in stock and has that many,
 * marking it out of stock when none remain; answers the product's name, price, commission
 * and first image, or undefined when it could not be taken.
 */
export function takeStock(db: DbExecutor, productId: string, quantity: number, now: string) {
  return db
    .updateTable('products')
    .set({
      inventory: sql<number>`inventory - ${quantity}`,
      availability: sql<
        'In stock' | 'Out of stock'
      >`case when inventory - ${quantity} <= 0 then 'Out of stock' else availability end`,
      updated_at: now,
    })
    .where('id', '=', productId)
    .where('disabled', '=', 0)
    .where('availability', '=', 'In stock')
    .where('inventory', '>=', quantity)
    .returning((eb) => [
      'name',
      'price_paise',
      'agent_commission_bp',
      eb
        .selectFrom('product_images')
        .select('image_id')
        .whereRef('product_images.product_id', '=', 'products.id')
        .where('product_images.position', '=', 0)
        .as('image_id'),
    ])
    .executeTakeFirst();
}

export function selectStockState(db: DbExecutor, productId: string) {
  return db
    .selectFrom('products')
    .select(['name', 'inventory', 'disabled', 'availability'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

/** Makes `agentId` the user's agent if they have none; answers whether it did. */
export async function claimCustomer(
  db: DbExecutor,
  userId: string,
  agentId: string,
  now: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ agent_id: agentId, updated_at: now })
    .where('id', '=', userId)
    .where('agent_id', 'is', null)
    .returning('agent_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function selectAgentOf(db: DbExecutor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('agent_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.agent_id ?? null;
}
