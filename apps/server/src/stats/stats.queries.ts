import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { OrderStatus } from '@haat/contracts';
import type { Db } from '../db/connect.ts';

/*
 * The dashboards' aggregates (docs/decisions/254-stats-plain-indexed-aggregates.md): every
 * statement groups and sums in the database over the stats indexes; none loads orders. A
 * period is a half-open range of UTC instants [start, end) on ISO text, which sorts as time.
 */

export interface Range {
  /** ISO instant of the first India day's midnight. */
  start: string;
  /** ISO instant of the midnight after the last India day. */
  end: string;
}

/**
 * The India day (YYYY-MM-DD) of an ISO UTC timestamp column: the instant moved by +05:30, then
 * its date. SQLite's date() reads the ISO text with its Z; PostgreSQL's timestamp cast ignores
 * the Z, which is what we want, since the text is UTC.
 */
function indiaDayOf(db: Db, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return db.dialect === 'sqlite'
    ? sql<string>`date(${ref}, '+330 minutes')`
    : sql<string>`to_char(${ref}::timestamp + interval '330 minutes', 'YYYY-MM-DD')`;
}

/** The delivery pincode kept in an order's address snapshot (JSON text). */
function pincodeOf(db: Db): RawBuilder<string> {
  return db.dialect === 'sqlite'
    ? sql<string>`json_extract(orders.shipping_address, '$.pincode')`
    : sql<string>`(orders.shipping_address::json ->> 'pincode')`;
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** Orders placed in the range by India day and present state: count, total and commission. */
export async function selectPlacedByDay(db: Db, range: Range, agentId?: string) {
  const day = indiaDayOf(db, 'orders.created_at');
  let query = db.kysely
    .selectFrom('orders')
    .select((eb) => [
      day.as('day'),
      'orders.status',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orders.total_paise').as('total'),
      eb.fn.sum<number | string>('orders.commission_paise').as('commission'),
    ])
    .where('orders.created_at', '>=', range.start)
    .where('orders.created_at', '<', range.end);
  if (agentId !== undefined) query = query.where('orders.agent_id', '=', agentId);
  const rows = await query.groupBy([day, 'orders.status']).execute();
  return rows.map((row) => ({
    day: row.day,
    status: row.status as OrderStatus,
    orders: n(row.orders),
    totalPaise: n(row.total),
    commissionPaise: n(row.commission),
  }));
}

/** Orders placed in the range by present state (the previous period's figures). */
export async function selectPlacedByStatus(db: Db, range: Range) {
  const rows = await db.kysely
    .selectFrom('orders')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('total_paise').as('total'),
    ])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({
    status: row.status as OrderStatus,
    orders: n(row.orders),
    totalPaise: n(row.total),
  }));
}

/**
 * Deliveries and returns made in the range (by the move's time), by India day: how many, and
 * the cash collected on the deliveries. Each order is delivered or returned at most once: both
 * are final states (packages/contracts/src/order-status.ts).
 */
export async function selectMovesByDay(db: Db, range: Range, agentId?: string) {
  const day = indiaDayOf(db, 'order_events.created_at');
  let query = db.kysely
    .selectFrom('order_events')
    .innerJoin('orders', 'orders.id', 'order_events.order_id')
    .select((eb) => [
      day.as('day'),
      'order_events.to_status',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn
        .sum<number | string>(eb.fn.coalesce('orders.cash_collected_paise', 'orders.total_paise'))
        .as('cash'),
    ])
    .where('order_events.to_status', 'in', ['delivered', 'returned'])
    .where('order_events.created_at', '>=', range.start)
    .where('order_events.created_at', '<', range.end);
  if (agentId !== undefined) query = query.where('orders.agent_id', '=', agentId);
  const rows = await query.groupBy([day, 'order_events.to_status']).execute();
  return rows.map((row) => ({
    day: row.day,
    status: row.to_status as 'delivered' | 'returned',
    orders: n(row.orders),
    cashPaise: n(row.cash),
  }));
}

/** Deliveries and returns made in the range, in all (the previous period's RTO rate). */
export async function selectMoveCounts(db: Db, range: Range) {
  const rows = await db.kysely
    .selectFrom('order_events')
    .select((eb) => ['to_status', eb.fn.countAll<number | string>().as('orders')])
    .where('to_status', 'in', ['delivered', 'returned'])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('to_status')
    .execute();
  const of = (status: string) => n(rows.find((row) => row.to_status === status)?.orders);
  return { delivered: of('delivered'), returned: of('returned') };
}

/** Rupees with couriers now: totals of shipped orders not yet delivered or returned. */
export async function selectCashToCollect(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number | string | null>('total_paise').as('total'))
    .where('status', '=', 'shipped')
    .executeTakeFirst();
  return n(row?.total);
}

/** Earned and not yet paid across agents: every earned row less every payout. */
export async function selectUnpaidBalance(db: Db): Promise<number> {
  const rows = await db.kysely
    .selectFrom('commission_ledger')
    .select((eb) => ['kind', eb.fn.sum<number | string>('amount_paise').as('total')])
    .where('kind', 'in', ['earned', 'paid'])
    .groupBy('kind')
    .execute();
  const of = (kind: string) => n(rows.find((row) => row.kind === kind)?.total);
  return of('earned') - of('paid');
}

/** The products that sold most (₹) on orders placed in the range, cancelled ones excluded. */
export async function selectTopProducts(db: Db, range: Range, limit: number) {
  const rows = await db.kysely
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [
      'order_items.product_id',
      eb.fn.max('order_items.name').as('name'),
      eb.fn.sum<number | string>('order_items.quantity').as('units'),
      eb.fn
        .sum<number | string>(sql`order_items.unit_price_paise * order_items.quantity`)
        .as('total'),
    ])
    .where('orders.created_at', '>=', range.start)
    .where('orders.created_at', '<', range.end)
    .where('orders.status', '<>', 'cancelled')
    .groupBy('order_items.product_id')
    .orderBy('total', 'desc')
    .orderBy('units', 'desc')
    .orderBy('order_items.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    name: String(row.name),
    units: n(row.units),
    totalPaise: n(row.total),
  }));
}

/** The agents whose orders placed in the range sold most (₹), cancelled ones excluded. */
export async function selectTopAgents(db: Db, range: Range, limit: number) {
  const rows = await db.kysely
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.agent_id')
    .select((eb) => [
      'orders.agent_id',
      eb.fn.max('users.first_name').as('first_name'),
      eb.fn.max('users.last_name').as('last_name'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orders.total_paise').as('total'),
    ])
    .where('orders.created_at', '>=', range.start)
    .where('orders.created_at', '<', range.end)
    .where('orders.status', '<>', 'cancelled')
    .groupBy('orders.agent_id')
    .orderBy('total', 'desc')
    .orderBy('orders', 'desc')
    .orderBy('orders.agent_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    agentId: row.agent_id as string,
    name: `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
    orders: n(row.orders),
    totalPaise: n(row.total),
  }));
}

/** Deliveries and returns made in the range on the given agents' orders, per agent. */
export async function selectAgentMoves(db: Db, range: Range, agentIds: string[]) {
  if (agentIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('order_events')
    .innerJoin('orders', 'orders.id', 'order_events.order_id')
    .select((eb) => [
      'orders.agent_id',
      'order_events.to_status',
      eb.fn.countAll<number | string>().as('orders'),
    ])
    .where('order_events.to_status', 'in', ['delivered', 'returned'])
    .where('order_events.created_at', '>=', range.start)
    .where('order_events.created_at', '<', range.end)
    .where('orders.agent_id', 'in', agentIds)
    .groupBy(['orders.agent_id', 'order_events.to_status'])
    .execute();
  return rows.map((row) => ({
    agentId: row.agent_id as string,
    status: row.to_status,
    orders: n(row.orders),
  }));
}

/** The pincodes with most orders placed in the range, cancelled ones excluded. */
export async function selectTopPincodesByOrders(db: Db, range: Range, limit: number) {
  const pincode = pincodeOf(db);
  const rows = await db.kysely
    .selectFrom('orders')
    .select((eb) => [
      pincode.as('pincode'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orders.total_paise').as('total'),
    ])
    .where('orders.created_at', '>=', range.start)
    .where('orders.created_at', '<', range.end)
    .where('orders.status', '<>', 'cancelled')
    .groupBy(pincode)
    .orderBy('orders', 'desc')
    .orderBy('total', 'desc')
    .orderBy('pincode')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    pincode: String(row.pincode ?? ''),
    orders: n(row.orders),
    totalPaise: n(row.total),
  }));
}

/**
 * The pincodes with the highest RTO rate over the deliveries and returns made in the range;
 * only pincodes with at least one return, the rate first, then the most returns.
 */
export async function selectTopPincodesByRto(db: Db, range: Range, limit: number) {
  const pincode = pincodeOf(db);
  const returned = sql<number>`sum(case when order_events.to_status = 'returned' then 1 else 0 end)`;
  const rows = await db.kysely
    .selectFrom('order_events')
    .innerJoin('orders', 'orders.id', 'order_events.order_id')
    .select((eb) => [
      pincode.as('pincode'),
      eb.fn.countAll<number | string>().as('moves'),
      returned.as('returned'),
    ])
    .where('order_events.to_status', 'in', ['delivered', 'returned'])
    .where('order_events.created_at', '>=', range.start)
    .where('order_events.created_at', '<', range.end)
    .groupBy(pincode)
    .having(returned, '>', 0)
    .orderBy(sql`1.0 * ${returned} / count(*)`, 'desc')
    .orderBy(returned, 'desc')
    .orderBy(pincode)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    pincode: String(row.pincode ?? ''),
    delivered: n(row.moves) - n(row.returned),
    returned: n(row.returned),
  }));
}
