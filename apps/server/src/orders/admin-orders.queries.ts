import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, Order } from '../db/schema.ts';

/**
 * Orders newest first, all or only shipped / unshipped ones (indexes `orders_created_at` and
 * `orders_shipped`), reading `take` rows from `offset`.
 */
export function selectOrdersPage(
  db: Kysely<Database>,
  filter: { shipped: boolean | undefined; offset: number; take: number },
): Promise<Order[]> {
  let query = db.selectFrom('orders').selectAll();
  if (filter.shipped !== undefined) query = query.where('is_shipped', '=', filter.shipped ? 1 : 0);
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

/**
 * Flips shipped ↔ unshipped in one statement (both sides of SET read the old row), so two
 * clicks at once give two flips, never a half-updated order. Answers the new row.
 */
export function toggleShipped(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<Order | undefined> {
  return db
    .updateTable('orders')
    .set({
      is_shipped: sql<0 | 1>`case when is_shipped = 1 then 0 else 1 end`,
      shipped_at: sql<string | null>`case when is_shipped = 1 then null else ${now} end`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
