import { sql } from 'kysely';
import type { AliasedSelectQueryBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indiaDayStart, whereOrderFilter } from '../orders/admin-orders.queries.ts';
import type { ResolvedOrderFilter } from '../orders/admin-orders.queries.ts';

/** Where the previous batch ended: its last row's time and id. */
export interface After {
  createdAt: string;
  id: string;
}

/**
 * The orders the filters keep, with the agent's name and the items cell (`name (size) × qty; …`
 * in line order), put together by the database from index `order_items_order_id`: one string
 * per order rather than a row per line (`string_agg` on both databases, SQLite from 3.44;
 * docs/decisions/220-export-items-in-sql.md). Unordered: `selectOrderBatch` pages it,
 * `streamOrders` reads it whole.
 */
function exportedOrders(db: Kysely<Database>, filter: ResolvedOrderFilter) {
  return whereOrderFilter(
    db,
    db
      .selectFrom('orders')
      .leftJoin('users as agent', 'agent.id', 'orders.agent_id')
      .select([
        'orders.id',
        'orders.order_number',
        'orders.created_at',
        'orders.status',
        'orders.shipping_address',
        'orders.total_paise',
        'orders.commission_paise',
        'orders.courier',
        'orders.tracking_number',
        'orders.invoice_number',
        'agent.first_name as agent_first_name',
        'agent.last_name as agent_last_name',
        sql<string | null>`(select string_agg(i.name
          || case when i.size <> '' then ' (' || i.size || ')' else '' end
          || ' × ' || i.quantity, '; ' order by i.id)
          from order_items i where i.order_id = orders.id)`.as('items'),
      ]),
    filter,
  );
}

/** One batch of the exported orders, newest first, after `after` (a keyset page). */
export function selectOrderBatch(
  db: Kysely<Database>,
  filter: ResolvedOrderFilter,
  after: After | null,
  take: number,
) {
  return keysetPage(exportedOrders(db, filter), after, take).execute();
}

/**
 * Every exported order, newest first, through one server-side cursor (PostgreSQL), `batch`
 * rows at a time as the caller takes them.
 */
export function streamOrders(db: Kysely<Database>, filter: ResolvedOrderFilter, batch: number) {
  return exportedOrders(db, filter)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .stream(batch);
}

/** Newest first, `take` orders after `after`: a keyset page along the filter's index. */
function keysetPage<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  after: After | null,
  take: number,
) {
  const page = after
    ? query.where((eb) =>
        eb.or([
          eb('orders.created_at', '<', after.createdAt),
          eb.and([eb('orders.created_at', '=', after.createdAt), eb('orders.id', '<', after.id)]),
        ]),
      )
    : query;
  return page.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(take);
}

/**
 * The lines of the orders the filters keep (or of a keyset batch of them), one row per line,
 * newest order first and its lines in line order (an order without lines gives one row with
 * a null line). The order-lines export.
 */
function linesOf<
  O extends { id: string; order_number: string; created_at: string; status: string },
>(db: Kysely<Database>, orders: AliasedSelectQueryBuilder<O, 'o'>) {
  return db
    .selectFrom(orders)
    .leftJoin('order_items as i', 'i.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.status',
      'i.id as line_id',
      'i.product_id',
      'i.name',
      'i.size',
      'i.quantity',
      'i.unit_price_paise',
      'i.commission_paise',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('i.id');
}

function linedOrders(db: Kysely<Database>, filter: ResolvedOrderFilter) {
  return whereOrderFilter(
    db,
    db
      .selectFrom('orders')
      .select(['orders.id', 'orders.order_number', 'orders.created_at', 'orders.status']),
    filter,
  );
}

/** A keyset batch of `take` orders with their lines, in one query. */
export function selectLineBatch(
  db: Kysely<Database>,
  filter: ResolvedOrderFilter,
  after: After | null,
  take: number,
) {
  return linesOf(db, keysetPage(linedOrders(db, filter), after, take).as('o')).execute();
}

/** Every line of the orders the filters keep through one server-side cursor (PostgreSQL). */
export function streamLines(db: Kysely<Database>, filter: ResolvedOrderFilter, batch: number) {
  return linesOf(db, linedOrders(db, filter).as('o')).stream(batch);
}

/** One batch of ledger rows, oldest first, after `after`, for one agent or all, in a period. */
export function selectLedgerBatch(
  db: Kysely<Database>,
  filter: { agentId?: string; from?: string; to?: string },
  after: After | null,
  take: number,
) {
  let query = db
    .selectFrom('commission_ledger as l')
    .innerJoin('users as agent', 'agent.id', 'l.agent_id')
    .leftJoin('orders', 'orders.id', 'l.order_id')
    .select([
      'l.id',
      'l.created_at',
      'l.kind',
      'l.amount_paise',
      'l.reference',
      'l.paid_on',
      'orders.order_number',
      'agent.first_name',
      'agent.last_name',
    ]);
  // Index `commission_ledger_agent` (agent_id, created_at, id).
  if (filter.agentId) query = query.where('l.agent_id', '=', filter.agentId);
  if (filter.from) query = query.where('l.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to) query = query.where('l.created_at', '<', indiaDayStart(filter.to, 1));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('l.created_at', '>', after.createdAt),
        eb.and([eb('l.created_at', '=', after.createdAt), eb('l.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('l.created_at').orderBy('l.id').limit(take).execute();
}

/** The orders of a manifest, with what a courier needs. */
export function selectManifestOrders(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'status',
      'shipping_address',
      'total_paise',
      'courier',
      'tracking_number',
    ])
    .where('id', 'in', [...ids])
    .execute();
}
