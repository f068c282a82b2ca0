import {
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  STATS_MAX_DAYS,
  STATS_MESSAGES,
  STATS_TOP,
  SIZES,
  addDays,
  daysInPeriod,
  paiseToRupees,
  previousPeriod,
  weekStartOf,
} from '@haat/contracts';
import type {
  AdminStats,
  AgentStats,
  Size,
  SizeStock,
  StatsQuery,
  StatusCounts,
} from '@haat/contracts';
import { lowStockProducts } from '../catalog/products.service.ts';
import type { Db } from '../db/connect.ts';
import { BadInput } from '../errors.ts';
import {
  selectAgentMoves,
  selectCashToCollect,
  selectMoveCounts,
  selectMovesByDay,
  selectPlacedByDay,
  selectPlacedByStatus,
  selectPincodeSums,
  selectTopAgents,
  selectTopProducts,
  selectUnpaidBalance,
  topPincodesByOrders,
  topPincodesByRto,
} from './stats.queries.ts';
import type { Range } from './stats.queries.ts';

/*
 * The dashboards (docs/product.md, "Admin: dashboard" and "Agents"). Which time each figure
 * reads: docs/decisions/252-stats-figures-and-their-times.md.
 */

/** A checked period: its India days and the UTC instants that bound them. */
function periodOf(query: StatsQuery): { from: string; to: string; range: Range } {
  const { from, to } = query;
  if (from > to)
    throw new BadInput(STATS_MESSAGES.fromAfterTo, { from: STATS_MESSAGES.fromAfterTo });
  if (daysInPeriod(from, to) > STATS_MAX_DAYS) {
    throw new BadInput(STATS_MESSAGES.tooLong, { to: STATS_MESSAGES.tooLong });
  }
  return { from, to, range: rangeOf(from, to) };
}

function rangeOf(from: string, to: string): Range {
  return { from, to };
}

/** Every India day from `from` to `to`. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every Monday of a week touching the period. */
function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

const noStatuses = (): StatusCounts =>
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;

/** returned ÷ (delivered + returned), 0 when there was neither. */
const rtoRate = (delivered: number, returned: number) =>
  delivered + returned === 0 ? 0 : returned / (delivered + returned);

/** Rupees of the average order, from paise rounded to a paisa. */
const average = (paise: number, orders: number) =>
  orders === 0 ? 0 : paiseToRupees(Math.round(paise / orders));

/** Cancelled orders never count as sales; returned ones never as commission. */
const sold = (status: string) => status !== 'cancelled';
const earns = (status: string) => status !== 'cancelled' && status !== 'returned';

export async function adminStats(db: Db, query: StatsQuery): Promise<AdminStats> {
  const { from, to, range } = periodOf(query);
  const before = previousPeriod(from, to);
  const beforeRange = rangeOf(before.from, before.to);
  const [
    placed,
    moves,
    previousPlaced,
    previousMoves,
    cashToCollect,
    unpaidBalance,
    products,
    agents,
    pincodes,
    lowStock,
  ] = await Promise.all([
    selectPlacedByDay(db, range),
    selectMovesByDay(db, range),
    selectPlacedByStatus(db, beforeRange),
    selectMoveCounts(db, beforeRange),
    selectCashToCollect(db),
    selectUnpaidBalance(db),
    selectTopProducts(db, range, STATS_TOP),
    selectTopAgents(db, range, STATS_TOP),
    selectPincodeSums(db, range),
    lowStockProducts(db, LOW_STOCK_THRESHOLD),
  ]);
  const agentMoves = await selectAgentMoves(
    db,
    range,
    agents.map((agent) => agent.agentId),
  );

  const byStatus = noStatuses();
  const days = new Map(
    daysOf(from, to).map((date) => [
      date,
      { date, salesPaise: 0, orders: 0, byStatus: noStatuses() },
    ]),
  );
  let salesPaise = 0;
  let orders = 0;
  let commissionPaise = 0;
  for (const row of placed) {
    byStatus[row.status] += row.orders;
    const day = days.get(row.day);
    if (day) day.byStatus[row.status] += row.orders;
    if (sold(row.status)) {
      salesPaise += row.totalPaise;
      orders += row.orders;
      if (day) {
        day.salesPaise += row.totalPaise;
        day.orders += row.orders;
      }
    }
    if (earns(row.status)) commissionPaise += row.commissionPaise;
  }

  const weeks = new Map(
    weeksOf(from, to).map((weekStart) => [weekStart, { weekStart, delivered: 0, returned: 0 }]),
  );
  let delivered = 0;
  let returned = 0;
  let deliveredPaise = 0;
  for (const row of moves) {
    const week = weeks.get(weekStartOf(row.day));
    if (row.status === 'delivered') {
      delivered += row.orders;
      deliveredPaise += row.cashPaise;
      if (week) week.delivered += row.orders;
    } else {
      returned += row.orders;
      if (week) week.returned += row.orders;
    }
  }

  let previousSalesPaise = 0;
  let previousOrders = 0;
  for (const row of previousPlaced) {
    if (!sold(row.status)) continue;
    previousSalesPaise += row.totalPaise;
    previousOrders += row.orders;
  }

  const movesOf = (agentId: string, status: string) =>
    agentMoves.find((row) => row.agentId === agentId && row.status === status)?.orders ?? 0;

  return {
    sales: paiseToRupees(salesPaise),
    orders,
    averageOrderValue: average(salesPaise, orders),
    delivered: paiseToRupees(deliveredPaise),
    cashToCollect: paiseToRupees(cashToCollect),
    rtoRate: rtoRate(delivered, returned),
    commissionAccrued: paiseToRupees(commissionPaise),
    unpaidBalance: paiseToRupees(unpaidBalance),
    previous: {
      sales: paiseToRupees(previousSalesPaise),
      orders: previousOrders,
      averageOrderValue: average(previousSalesPaise, previousOrders),
      rtoRate: rtoRate(previousMoves.delivered, previousMoves.returned),
    },
    daily: [...days.values()].map((day) => ({
      date: day.date,
      sales: paiseToRupees(day.salesPaise),
      orders: day.orders,
      byStatus: day.byStatus,
    })),
    byStatus,
    weekly: [...weeks.values()].map((week) => ({
      ...week,
      rtoRate: rtoRate(week.delivered, week.returned),
    })),
    topProducts: products.map((row) => ({
      productId: row.productId,
      name: row.name,
      units: row.units,
      sales: paiseToRupees(row.totalPaise),
    })),
    topAgents: agents.map((row) => ({
      agentId: row.agentId,
      name: row.name,
      orders: row.orders,
      sales: paiseToRupees(row.totalPaise),
      rtoRate: rtoRate(movesOf(row.agentId, 'delivered'), movesOf(row.agentId, 'returned')),
    })),
    topPincodes: {
      byOrders: topPincodesByOrders(pincodes, STATS_TOP).map((row) => ({
        pincode: row.pincode,
        orders: row.orders,
        sales: paiseToRupees(row.totalPaise),
      })),
      byRtoRate: topPincodesByRto(pincodes, STATS_TOP).map((row) => ({
        ...row,
        rtoRate: rtoRate(row.delivered, row.returned),
      })),
    },
    lowStock: lowStock.slice(0, STATS_TOP).map((product) => ({
      productId: product._id,
      name: product.productName,
      sku: product.sku,
      lowest: product.lowest,
      size: lowestSize(product.sizeStock),
    })),
  };
}

/** The size with the least stock, the first of them on a tie; null without sizes. */
function lowestSize(sizeStock: SizeStock | null): Size | null {
  if (!sizeStock) return null;
  let lowest: Size | null = null;
  for (const size of SIZES) {
    const left = sizeStock[size];
    if (left !== undefined && (lowest === null || left < sizeStock[lowest]!)) lowest = size;
  }
  return lowest;
}

/** The agent's own orders: those placed with them as the customer's agent. */
export async function agentStats(db: Db, agentId: string, query: StatsQuery): Promise<AgentStats> {
  const { from, to, range } = periodOf(query);
  const [placed, moves] = await Promise.all([
    selectPlacedByDay(db, range, agentId),
    selectMovesByDay(db, range, agentId),
  ]);
  const byStatus = noStatuses();
  const weeks = new Map(
    weeksOf(from, to).map((weekStart) => [weekStart, { weekStart, commissionPaise: 0, orders: 0 }]),
  );
  let orders = 0;
  let salesPaise = 0;
  let commissionPaise = 0;
  for (const row of placed) {
    byStatus[row.status] += row.orders;
    const week = weeks.get(weekStartOf(row.day));
    if (sold(row.status)) {
      orders += row.orders;
      salesPaise += row.totalPaise;
      if (week) week.orders += row.orders;
    }
    if (earns(row.status)) {
      commissionPaise += row.commissionPaise;
      if (week) week.commissionPaise += row.commissionPaise;
    }
  }
  const count = (status: string) =>
    moves.filter((row) => row.status === status).reduce((sum, row) => sum + row.orders, 0);
  return {
    orders,
    sales: paiseToRupees(salesPaise),
    commission: paiseToRupees(commissionPaise),
    rtoRate: rtoRate(count('delivered'), count('returned')),
    weekly: [...weeks.values()].map((week) => ({
      weekStart: week.weekStart,
      commission: paiseToRupees(week.commissionPaise),
      orders: week.orders,
    })),
    byStatus,
  };
}
