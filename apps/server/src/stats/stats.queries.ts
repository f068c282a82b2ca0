import { sql } from 'kysely';
import type { OrderStatus } from '@haat/contracts';
import type { Db } from '../db/connect.ts';

/*
 * The dashboards' sums, read from the daily rollups (docs/decisions/256-stats-daily-rollups.md),
 * which triggers keep exact in every order's, line's and move's own transaction: a period is a
 * range of India days, at most a row per day and state and agent (or product, or pincode).
 * Which time each figure reads: docs/decisions/252-stats-figures-and-their-times.md.
 */

export interface Range {
  /** The first India day (YYYY-MM-DD). */
  from: string;
  /** The last India day, inclusive. */
  to: string;
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** Orders placed in the range by India day and present state: count, total and commission. */
export async function selectPlacedByDay(db: Db, range: Range, agentId?: string) {
  let query = db.kysely
    .selectFrom('stats_orders_daily')
    .select((eb) => [
      'day',
      'status',
      eb.fn.sum<number | string>('orders').as('orders'),
      eb.fn.sum<number | string>('total_paise').as('total'),
      eb.fn.sum<number | string>('commission_paise').as('commission'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (agentId !== undefined) query = query.where('agent_key', '=', agentId);
  const rows = await query.groupBy(['day', 'status']).execute();
  return rows
    .map((row) => ({
      day: row.day,
      status: row.status as OrderStatus,
      orders: n(row.orders),
      totalPaise: n(row.total),
      commissionPaise: n(row.commission),
    }))
    .filter((row) => row.orders !== 0);
}

/** Orders placed in the range by present state (the previous period's figures). */
export async function selectPlacedByStatus(db: Db, range: Range) {
  const rows = await db.kysely
    .selectFrom('stats_orders_daily')
    .select((eb) => [
      'status',
      eb.fn.sum<number | string>('orders').as('orders'),
      eb.fn.sum<number | string>('total_paise').as('total'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
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
  let query = db.kysely
    .selectFrom('stats_moves_daily')
    .select((eb) => [
      'day',
      eb.fn.sum<number | string>('delivered').as('delivered'),
      eb.fn.sum<number | string>('returned').as('returned'),
      eb.fn.sum<number | string>('delivered_paise').as('cash'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (agentId !== undefined) query = query.where('agent_key', '=', agentId);
  const rows = await query.groupBy('day').execute();
  return rows.flatMap((row) => [
    {
      day: row.day,
      status: 'delivered' as const,
      orders: n(row.delivered),
      cashPaise: n(row.cash),
    },
    { day: row.day, status: 'returned' as const, orders: n(row.returned), cashPaise: 0 },
  ]);
}

/** Deliveries and returns made in the range, in all (the previous period's RTO rate). */
export async function selectMoveCounts(db: Db, range: Range) {
  const row = await db.kysely
    .selectFrom('stats_moves_daily')
    .select((eb) => [
      eb.fn.sum<number | string | null>('delivered').as('delivered'),
      eb.fn.sum<number | string | null>('returned').as('returned'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .executeTakeFirst();
  return { delivered: n(row?.delivered), returned: n(row?.returned) };
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
    .selectFrom('stats_products_daily')
    .select((eb) => [
      'product_id',
      // The name of a line still counted (a cancel leaves its row at zero).
      eb.fn.max(sql<string | null>`case when lines > 0 then name end`).as('name'),
      eb.fn.sum<number | string>('units').as('units'),
      eb.fn.sum<number | string>('total_paise').as('total'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('product_id')
    .having((eb) => eb.fn.sum('lines'), '>', 0)
    .orderBy('total', 'desc')
    .orderBy('units', 'desc')
    .orderBy('product_id')
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
    .selectFrom('stats_orders_daily')
    .innerJoin('users', 'users.id', 'stats_orders_daily.agent_key')
    .select((eb) => [
      'stats_orders_daily.agent_key',
      eb.fn.max('users.first_name').as('first_name'),
      eb.fn.max('users.last_name').as('last_name'),
      eb.fn.sum<number | string>('stats_orders_daily.orders').as('orders'),
      eb.fn.sum<number | string>('stats_orders_daily.total_paise').as('total'),
    ])
    .where('stats_orders_daily.day', '>=', range.from)
    .where('stats_orders_daily.day', '<=', range.to)
    .where('stats_orders_daily.status', '<>', 'cancelled')
    .groupBy('stats_orders_daily.agent_key')
    .having((eb) => eb.fn.sum('stats_orders_daily.orders'), '>', 0)
    .orderBy('total', 'desc')
    .orderBy('orders', 'desc')
    .orderBy('stats_orders_daily.agent_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    agentId: row.agent_key,
    name: `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
    orders: n(row.orders),
    totalPaise: n(row.total),
  }));
}

/** Deliveries and returns made in the range on the given agents' orders, per agent. */
export async function selectAgentMoves(db: Db, range: Range, agentIds: string[]) {
  if (agentIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('stats_moves_daily')
    .select((eb) => [
      'agent_key',
      eb.fn.sum<number | string>('delivered').as('delivered'),
      eb.fn.sum<number | string>('returned').as('returned'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('agent_key', 'in', agentIds)
    .groupBy('agent_key')
    .execute();
  return rows.flatMap((row) => [
    { agentId: row.agent_key, status: 'delivered', orders: n(row.delivered) },
    { agentId: row.agent_key, status: 'returned', orders: n(row.returned) },
  ]);
}

/**
 * Every pincode of the range with its orders placed (cancelled ones excluded) and their total,
 * and its deliveries and returns made: one pass over the pincode rollup, at most a row per
 * pincode; both top tables are chosen from it (topPincodesByOrders, topPincodesByRto).
 */
export async function selectPincodeSums(db: Db, range: Range) {
  const rows = await db.kysely
    .selectFrom('stats_pincodes_daily')
    .select((eb) => [
      'pincode',
      eb.fn.sum<number | string>('orders').as('orders'),
      eb.fn.sum<number | string>('total_paise').as('total'),
      eb.fn.sum<number | string>('delivered').as('delivered'),
      eb.fn.sum<number | string>('returned').as('returned'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('pincode')
    .execute();
  return rows.map((row) => ({
    pincode: row.pincode,
    orders: n(row.orders),
    totalPaise: n(row.total),
    delivered: n(row.delivered),
    returned: n(row.returned),
  }));
}

export type PincodeSums = Awaited<ReturnType<typeof selectPincodeSums>>[number];

const byPincode = (a: PincodeSums, b: PincodeSums) =>
  a.pincode < b.pincode ? -1 : a.pincode > b.pincode ? 1 : 0;

/** The pincodes with most orders placed, then the most rupees, then by pincode. */
export function topPincodesByOrders(rows: PincodeSums[], limit: number) {
  return rows
    .filter((row) => row.orders > 0)
    .sort((a, b) => b.orders - a.orders || b.totalPaise - a.totalPaise || byPincode(a, b))
    .slice(0, limit)
    .map(({ pincode, orders, totalPaise }) => ({ pincode, orders, totalPaise }));
}

/**
 * The pincodes with the highest RTO rate over the deliveries and returns made; only pincodes
 * with at least one return, the rate first (compared exactly, by cross-multiplying), then the
 * most returns, then by pincode.
 */
export function topPincodesByRto(rows: PincodeSums[], limit: number) {
  return rows
    .filter((row) => row.returned > 0)
    .sort(
      (a, b) =>
        b.returned * (a.delivered + a.returned) - a.returned * (b.delivered + b.returned) ||
        b.returned - a.returned ||
        byPincode(a, b),
    )
    .slice(0, limit)
    .map(({ pincode, delivered, returned }) => ({ pincode, delivered, returned }));
}
