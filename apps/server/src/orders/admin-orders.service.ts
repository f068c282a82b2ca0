import type {
  AdminOrder,
  AdminOrderList,
  CustomerOrderDetail,
  OrderDetail,
  OrderPerson,
  SessionUser,
  adminOrderListQuerySchema,
} from '@haat/contracts';
import type { z } from 'zod';
import type { Db } from '../db/connect.ts';
import type { Order } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { NotFound } from '../errors.ts';
import { selectPeopleByIds, selectUsersByIds } from '../users/users.queries.ts';
import type { PersonRow } from '../users/users.queries.ts';
import { toggleShipped } from './order-status.service.ts';
import type { OrderTextLookups } from './order-text-lookups.ts';
import { selectOrder, selectOrdersPage } from './admin-orders.queries.ts';
import { toOrderEvent } from './order-events.queries.ts';
import { forCustomer, toOrder, withItems } from './orders.service.ts';

const ORDER_NOT_FOUND = /*i18n*/ 'This order does not exist.';

function toPerson(user: PersonRow): OrderPerson {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
  };
}

/** Users are never deleted, but a row that went missing still shows as someone. */
function unknownPerson(id: string): OrderPerson {
  return { _id: id, firstName: 'Unknown', lastName: 'user', email: null, phone: null };
}

/** Orders with their lines and customers, in the given order (two more queries per page). */
async function withCustomers(db: Db, rows: readonly Order[]): Promise<AdminOrder[]> {
  const [orders, users] = await Promise.all([
    withItems(db, rows),
    selectPeopleByIds(
      db.kysely,
      rows.map((row) => row.user_id),
    ),
  ]);
  const byId = new Map(users.map((user) => [user.id, toPerson(user)]));
  return orders.map((order) => ({
    ...order,
    customer: byId.get(order.userId) ?? unknownPerson(order.userId),
  }));
}

/** GET /get-all-orders: a page of the orders the filters keep, newest first. */
export async function listAllOrders(
  db: Db,
  texts: OrderTextLookups,
  query: z.output<typeof adminOrderListQuerySchema>,
): Promise<AdminOrderList> {
  const { page, limit, q, ...filter } = query;
  const rows = await selectOrdersPage(db.kysely, {
    ...filter,
    ...(q === undefined ? {} : { text: await texts.find(q) }),
    offset: (page - 1) * limit,
    take: limit + 1,
  });
  return {
    result: rows.slice(0, limit).map(({ order, lines, timeline, customer }) => ({
      ...toOrder(order, lines, timeline.map(toOrderEvent)),
      customer: customer ? toPerson(customer) : unknownPerson(order.user_id),
    })),
    page,
    limit,
    hasMore: rows.length > limit,
  };
}

/** PUT /update-order: the server decides the toggle (docs/product.md, "Admin: orders"). */
export async function flipShipped(
  db: Db,
  events: EventBus,
  admin: SessionUser,
  id: string,
  now: Date,
): Promise<AdminOrder> {
  // Through the order's state machine (issue 15): a delivered, returned or cancelled order is 409.
  const row = await toggleShipped(db, events, admin, id, now);
  const [order] = await withCustomers(db, [row]);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * GET /orders/{id}: the Admin sees any order; anyone else their own; an Agent also the orders
 * of their customers (the agent on the order, or the customer's agent now). Anything else is
 * a 404, so nobody learns which order ids exist.
 */
export async function orderDetail(
  db: Db,
  viewer: SessionUser,
  id: string,
): Promise<OrderDetail | CustomerOrderDetail> {
  const row = await selectOrder(db.kysely, id);
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  const [order] = await withCustomers(db, [row]);
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  const agentId = row.agent_id;
  const agent = agentId ? (await selectUsersByIds(db.kysely, [agentId]))[0] : undefined;
  const [customer] = await selectUsersByIds(db.kysely, [row.user_id]);
  const mayRead =
    viewer.role === 'Admin' ||
    row.user_id === viewer._id ||
    (viewer.role === 'Agent' && (agentId === viewer._id || customer?.agent_id === viewer._id));
  if (!mayRead) throw new NotFound(ORDER_NOT_FOUND);
  // The buyer sees neither the agent's cut nor the agent (docs/security.md, "Who may call what").
  if (viewer.role === 'Customer') return forCustomer(order);
  return {
    ...order,
    agent: agentId ? (agent ? toPerson(agent) : unknownPerson(agentId)) : null,
  };
}
