import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { ORDER_MOVES, ORDER_STATUS_MESSAGES, paiseToRupees, rupeesToPaise } from '@haat/contracts';
import type {
  CustomerOrder,
  Order as OrderContract,
  OrderFigures,
  OrderStatus,
  SessionUser,
  updateOrderStatusBodySchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { Order, OrderUpdate } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { BadInput, Conflict, Forbidden, NotFound } from '../errors.ts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';
import { forCustomer, withItems } from './orders.service.ts';
import { insertOrderEvent } from './order-events.queries.ts';
import { issueInvoice } from './invoice-number.ts';
import {
  moveOrder,
  restoreStock,
  selectCustomer,
  selectOrderFigures,
  selectOrderRow,
  stateBeforeShipping,
} from './order-status.queries.ts';

export interface OrderStatusDeps {
  db: Db;
  now: () => Date;
  /** Told of every move (the customer's mail listens) and of the products whose stock came back. */
  events: EventBus;
}

type UpdateStatusBody = z.output<typeof updateOrderStatusBodySchema>;

/** States that put the stock back and reverse the agent's pending commission. */
const UNDONE: readonly OrderStatus[] = ['cancelled', 'returned'];

function refused(current: OrderStatus, wanted: OrderStatus): Conflict {
  return new Conflict(ORDER_STATUS_MESSAGES.refused(current, wanted), { status: current });
}

interface Move {
  to: OrderStatus;
  set: OrderUpdate;
  note: string | null;
  /** Tell the customer of the move (the shipped badge does not). */
  notifyCustomer: boolean;
}

/**
 * One move in one transaction: the state changes only if it is still what was read (a racing
 * or repeated request gets a 409 and changes nothing), the stock goes back on cancel and
 * return, the timeline gets its event and the ledger its row, and the move is announced (the
 * customer's mail is written by its subscriber, orders/order-mails.subscribers.ts).
 */
async function applyMove(
  db: Db,
  events: EventBus,
  order: Order,
  move: Move,
  actorId: string,
  now: string,
) {
  return events.transaction(db, async ({ trx, publish }) => {
    let moved = await moveOrder(trx, order.id, order.status, { ...move.set, status: move.to });
    if (!moved) {
      const current = await selectOrderRow(trx, order.id);
      throw refused(current?.status ?? order.status, move.to);
    }
    // The GST invoice is issued in the move to shipped, whichever call makes it
    // (docs/decisions/167-invoice-number-at-shipping.md).
    if (move.to === 'shipped') moved = await issueInvoice(trx, moved, now);
    if (UNDONE.includes(move.to)) {
      await publish('product.changed', {
        productIds: await restoreStock(trx, order.id, now),
        stockOnly: true,
      });
    }
    await insertOrderEvent(trx, {
      id: uuidv7(),
      order_id: order.id,
      actor_id: actorId,
      from_status: order.status,
      to_status: move.to,
      note: move.note,
      created_at: now,
    });
    if (moved.agent_id && (move.to === 'delivered' || UNDONE.includes(move.to))) {
      await recordOrderCommission(
        trx,
        {
          agentId: moved.agent_id,
          orderId: moved.id,
          kind: move.to === 'delivered' ? 'earned' : 'reversed',
          amountPaise: Number(moved.commission_paise),
        },
        now,
      );
    }
    await publish('order.moved', {
      orderId: moved.id,
      orderNumber: moved.order_number,
      customerId: moved.user_id,
      agentId: moved.agent_id,
      from: order.status,
      to: move.to,
      at: now,
      notifyCustomer: move.notifyCustomer,
      totalPaise: moved.total_paise,
      courier: moved.courier,
      trackingNumber: moved.tracking_number,
      cashCollectedPaise: moved.cash_collected_paise,
    });
    return moved;
  });
}

/**
 * Who may move this order: the Admin any move; its customer only a cancel. An agent who can
 * read the order (their customer's) gets a 403; anyone else a 404, as when reading it.
 */
async function checkAccess(db: Db, actor: SessionUser, order: Order, to: OrderStatus) {
  if (actor.role === 'Admin') return;
  if (order.user_id === actor._id) {
    if (to !== 'cancelled') throw new Forbidden(ORDER_STATUS_MESSAGES.customerMayOnlyCancel);
    return;
  }
  if (actor.role === 'Agent') {
    const customer = await selectCustomer(db.kysely, order.user_id);
    if (order.agent_id === actor._id || customer?.agent_id === actor._id) {
      throw new Forbidden(ORDER_STATUS_MESSAGES.notYours);
    }
  }
  throw new NotFound(ORDER_STATUS_MESSAGES.notFound);
}

function fieldsFor(body: UpdateStatusBody, now: string): OrderUpdate {
  if (body.status === 'shipped') {
    const fields: Record<string, string> = {};
    if (!body.courier) fields.courier = ORDER_STATUS_MESSAGES.courierRequired;
    if (!body.trackingNumber) fields.trackingNumber = ORDER_STATUS_MESSAGES.trackingRequired;
    if (Object.keys(fields).length > 0) {
      throw new BadInput(Object.values(fields).join('. '), fields);
    }
    return {
      is_shipped: 1,
      shipped_at: now,
      courier: body.courier ?? null,
      tracking_number: body.trackingNumber ?? null,
    };
  }
  if (body.status === 'delivered') {
    if (body.cashCollected === undefined) {
      throw new BadInput(ORDER_STATUS_MESSAGES.cashRequired, {
        cashCollected: ORDER_STATUS_MESSAGES.cashRequired,
      });
    }
    return { cash_collected_paise: rupeesToPaise(body.cashCollected) };
  }
  return {};
}

/** PUT /orders/{id}/status. */
export async function changeOrderStatus(
  deps: OrderStatusDeps,
  actor: SessionUser,
  orderId: string,
  body: UpdateStatusBody,
): Promise<OrderContract | CustomerOrder> {
  const order = await selectOrderRow(deps.db.kysely, orderId);
  if (!order) throw new NotFound(ORDER_STATUS_MESSAGES.notFound);
  await checkAccess(deps.db, actor, order, body.status);
  if (!ORDER_MOVES[order.status].includes(body.status)) throw refused(order.status, body.status);
  const now = deps.now().toISOString();
  const moved = await applyMove(
    deps.db,
    deps.events,
    order,
    { to: body.status, set: fieldsFor(body, now), note: body.note || null, notifyCustomer: true },
    actor._id,
    now,
  );
  const [answer] = await withItems(deps.db, [moved]);
  // Only the Admin and the order's customer get this far; the customer sees no commission.
  return actor.role === 'Admin' ? answer! : forCustomer(answer!);
}

/**
 * PUT /update-order: the admin's Shipped/Unshipped badge (docs/product.md, "Admin: orders") through
 * the same moves. Unshipped → shipped from placed or confirmed (no courier yet, no mail: a badge
 * click is easily undone); shipped → back to the state it was shipped from. Delivered, returned and
 * cancelled orders are 409.
 */
export async function toggleShipped(
  db: Db,
  events: EventBus,
  actor: SessionUser,
  orderId: string,
  now: Date,
): Promise<Order> {
  const order = await selectOrderRow(db.kysely, orderId);
  if (!order) throw new NotFound(ORDER_STATUS_MESSAGES.notFound);
  const at = now.toISOString();
  if (order.status === 'placed' || order.status === 'confirmed') {
    return applyMove(
      db,
      events,
      order,
      {
        to: 'shipped',
        set: { is_shipped: 1, shipped_at: at },
        note: 'Marked shipped in the orders table',
        notifyCustomer: false,
      },
      actor._id,
      at,
    );
  }
  if (order.status === 'shipped') {
    const back = (await stateBeforeShipping(db.kysely, order.id)) ?? 'confirmed';
    return applyMove(
      db,
      events,
      order,
      {
        to: back === 'placed' ? 'placed' : 'confirmed',
        set: { is_shipped: 0, shipped_at: null },
        note: 'Marked unshipped in the orders table',
        notifyCustomer: false,
      },
      actor._id,
      at,
    );
  }
  throw refused(order.status, 'shipped');
}

/** GET /order-figures: cash still with couriers and returns since the 1st (India time). */
export async function orderFigures(db: Db, now: Date): Promise<OrderFigures> {
  const offset = 330 * 60_000;
  const india = new Date(now.getTime() + offset);
  const monthStart = new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - offset,
  ).toISOString();
  const figures = await selectOrderFigures(db.kysely, monthStart);
  return {
    cashToCollect: paiseToRupees(figures.cashToCollectPaise),
    shippedOrders: figures.shippedOrders,
    returnedThisMonth: figures.returnedThisMonth,
  };
}
