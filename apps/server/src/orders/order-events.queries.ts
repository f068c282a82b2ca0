import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { OrderEvent as OrderEventContract } from '@haat/contracts';
import type { Database, NewOrderEvent, OrderEvent, User } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function insertOrderEvent(db: Executor, event: NewOrderEvent) {
  return db.insertInto('order_events').values(event).execute();
}

/** A query's moves with who made each: `TimelineRow`'s columns and the move's id. */
export function withTimelineColumns<DB extends Database, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB | 'order_events', object>,
) {
  return (query as unknown as SelectQueryBuilder<Database, 'order_events', object>)
    .leftJoin('users as actor', 'actor.id', 'order_events.actor_id')
    .select([
      'order_events.id',
      'order_events.from_status',
      'order_events.to_status',
      'order_events.note',
      'order_events.created_at',
      'actor.first_name',
      'actor.role',
    ]) as unknown as SelectQueryBuilder<
    DB,
    TB | 'order_events',
    TimelineRow & Pick<OrderEvent, 'id'>
  >;
}

/** The timelines of these orders, oldest move first, with who made each move. */
export async function selectOrderEvents(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderEventContract[]>> {
  const byOrder = new Map<string, OrderEventContract[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await withTimelineColumns(db.selectFrom('order_events'))
    .select('order_events.order_id')
    .where('order_events.order_id', 'in', orderIds)
    .orderBy('order_events.order_id')
    .orderBy('order_events.created_at')
    .orderBy('order_events.id')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(toOrderEvent(row));
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** A move of an order's timeline as read, with the first name and role of who made it. */
export type TimelineRow = Pick<OrderEvent, 'from_status' | 'to_status' | 'note' | 'created_at'> & {
  first_name: User['first_name'] | null;
  role: User['role'] | null;
};

/** A timeline row as the answer shows it: who moved it, or Haat when nobody did. */
export function toOrderEvent(row: TimelineRow): OrderEventContract {
  return {
    from: row.from_status,
    to: row.to_status,
    by: row.first_name ? `${row.first_name} (${row.role})` : 'Haat',
    note: row.note,
    at: row.created_at,
  };
}
