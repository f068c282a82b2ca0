import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { OrderFilter } from '@haat/contracts';
import type { Database, Order } from '../db/schema.ts';

/** The start of an India day (UTC+5:30) as stored ISO text (docs/architecture.md, "Money and dates"). */
export function indiaDayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00.000+05:30`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

/** A LIKE pattern matching `text` literally (`\` escapes `%`, `_` and itself). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The orders table's filters (docs/product.md, "Admin: orders"; docs/decisions/213-order-list-filters.md),
 * each served by an index whose columns end in `created_at, id`: `orders_status`,
 * `orders_agent_created`, `orders_ship_pincode`, `orders_shipped`, `orders_created_at`. The free
 * text matches an order number's beginning, or the customer's name or phone.
 */
export function whereOrderFilter<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  filter: OrderFilter,
): SelectQueryBuilder<Database, 'orders', O> {
  let q = query;
  if (filter.shipped !== undefined) q = q.where('orders.is_shipped', '=', filter.shipped ? 1 : 0);
  if (filter.status !== undefined) q = q.where('orders.status', '=', filter.status);
  if (filter.agentId !== undefined) q = q.where('orders.agent_id', '=', filter.agentId);
  if (filter.pincode !== undefined) q = q.where('orders.ship_pincode', '=', filter.pincode);
  if (filter.from !== undefined) q = q.where('orders.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to !== undefined) q = q.where('orders.created_at', '<', indiaDayStart(filter.to, 1));
  if (filter.q !== undefined) {
    const text = filter.q.toLowerCase();
    const anywhere = `%${literal(text)}%`;
    const digits = text.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb(
          'orders.order_number',
          'like',
          sql<string>`${`${literal(filter.q!.toUpperCase())}%`} escape '\\'`,
        ),
        eb(
          'orders.user_id',
          'in',
          eb
            .selectFrom('users')
            .select('users.id')
            .where((inner) =>
              inner.or([
                inner(
                  sql<string>`lower(users.first_name || ' ' || users.last_name)`,
                  'like',
                  sql<string>`${anywhere} escape '\\'`,
                ),
                ...(digits.length >= 4
                  ? [inner('users.phone', 'like', sql<string>`${`%${digits}%`} escape '\\'`)]
                  : []),
              ]),
            ),
        ),
      ]),
    );
  }
  return q;
}

/** Orders newest (or oldest) first, filtered, reading `take` rows from `offset`. */
export function selectOrdersPage(
  db: Kysely<Database>,
  filter: OrderFilter & { offset: number; take: number; sort?: 'newest' | 'oldest' },
): Promise<Order[]> {
  const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
  return whereOrderFilter(db.selectFrom('orders').selectAll('orders'), filter)
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(filter.take)
    .offset(filter.offset)
    .execute();
}

export function selectOrder(db: Kysely<Database>, id: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The number and state of each of these orders (for a bulk move's answer). */
export function selectOrderStates(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status'])
    .where('id', 'in', [...ids])
    .execute();
}
