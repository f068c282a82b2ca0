import type { Kysely } from 'kysely';
import type { OrderStatus } from '@haat/contracts';
import type { Database, Order } from '../db/schema.ts';

/**
 * Orders newest first, all or only shipped / unshipped ones (indexes `orders_created_at` and
 * `orders_shipped`), reading `take` rows from `offset`.
 */
export function selectOrdersPage(
  db: Kysely<Database>,
  filter: {
    shipped: boolean | undefined;
    status: OrderStatus | undefined;
    offset: number;
    take: number;
  },
): Promise<Order[]> {
  let query = db.selectFrom('orders').selectAll();
  if (filter.shipped !== undefined) query = query.where('is_shipped', '=', filter.shipped ? 1 : 0);
  // Index `orders_status`.
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.take)
    .offset(filter.offset)
    .execute();
}

export function selectOrder(db: Kysely<Database>, id: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}
