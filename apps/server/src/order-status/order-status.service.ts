import type { Transaction } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import {
  formatRupees,
  ORDER_MOVES,
  ORDER_STATUS_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
} from '@haat/contracts';
import type {
  Order as OrderContract,
  OrderFigures,
  OrderStatus,
  SessionUser,
  updateOrderStatusBodySchema,
} from '@haat/contracts';
import type { AgentEarnings } from '../agents/agent-earnings.ts';
import type { ResponseCache } from '../catalog/response-cache.ts';
import type { Db } from '../db/connect.ts';
import type { Database, Order, OrderUpdate } from '../db/schema.ts';
import { BadInput, Conflict, Forbidden, NotFound } from '../errors.ts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { orderStatusMail } from '../mail/templates.ts';
import { withItems } from '../orders/orders.service.ts';
import { insertOrderEvent } from './order-events.queries.ts';
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
  /** The customer's mail is written with the move; the outbox sends it. */
  outbox: MailOutbox;
  /** Emptied when stock comes back, so that no cached page shows the old figures. */
  catalogueCache: ResponseCache;
  /** Told of every move of an agent's order, whose sums change with it. */
  agentEarnings: AgentEarnings;
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
  /** Write the customer's mail about the move (the shipped badge does not). */
  mail: boolean;
}

/**
 * One move in one transaction: the state changes only if it is still what was read (a racing
 * or repeated request gets a 409 and changes nothing), the stock goes back on cancel and
 * return, the timeline gets its event, the ledger its row and the outbox the customer's mail.
 */
async function applyMove(db: Db, order: Order, move: Move, actorId: string, now: string) {
  return db.kysely.transaction().execute(async (trx) => {
    const moved = await moveOrder(trx, order.id, order.status, { ...move.set, status: move.to });
    if (!moved) {
      const current = await selectOrderRow(trx, order.id);
      throw refused(current?.status ?? order.status, move.to);
    }
    if (UNDONE.includes(move.to)) await restoreStock(trx, order.id, now);
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
    if (move.mail) await enqueueCustomerMail(trx, moved, now);
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
): Promise<OrderContract> {
  const order = await selectOrderRow(deps.db.kysely, orderId);
  if (!order) throw new NotFound(ORDER_STATUS_MESSAGES.notFound);
  await checkAccess(deps.db, actor, order, body.status);
  if (!ORDER_MOVES[order.status].includes(body.status)) throw refused(order.status, body.status);
  const now = deps.now().toISOString();
  const moved = await applyMove(
    deps.db,
    order,
    { to: body.status, set: fieldsFor(body, now), note: body.note || null, mail: true },
    actor._id,
    now,
  );
  if (UNDONE.includes(moved.status)) {
    deps.catalogueCache.clear();
    // The agents' remembered totals leave out cancelled and returned orders.
    if (moved.agent_id) deps.agentEarnings.changed(moved.agent_id);
  }
  deps.outbox.kick();
  const [answer] = await withItems(deps.db, [moved]);
  return answer!;
}

/**
 * PUT /update-order: the admin's Shipped/Unshipped badge (spec 4) through the same moves.
 * Unshipped → shipped from placed or confirmed (no courier yet, no mail: a badge click is
 * easily undone); shipped → back to the state it was shipped from. Delivered, returned and
 * cancelled orders are 409.
 */
export async function toggleShipped(
  db: Db,
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
      order,
      {
        to: 'shipped',
        set: { is_shipped: 1, shipped_at: at },
        note: 'Marked shipped in the orders table',
        mail: false,
      },
      actor._id,
      at,
    );
  }
  if (order.status === 'shipped') {
    const back = (await stateBeforeShipping(db.kysely, order.id)) ?? 'confirmed';
    return applyMove(
      db,
      order,
      {
        to: back === 'placed' ? 'placed' : 'confirmed',
        set: { is_shipped: 0, shipped_at: null },
        note: 'Marked unshipped in the orders table',
        mail: false,
      },
      actor._id,
      at,
    );
  }
  throw refused(order.status, 'shipped');
}

/**
 * The customer's mail about the move, written to the outbox in the move's transaction
 * (confirmed, shipped, delivered, cancelled; customers without an email are called instead).
 */
async function enqueueCustomerMail(trx: Transaction<Database>, order: Order, now: string) {
  const status = order.status;
  if (
    status !== 'confirmed' &&
    status !== 'shipped' &&
    status !== 'delivered' &&
    status !== 'cancelled'
  ) {
    return;
  }
  const customer = await selectCustomer(trx, order.user_id);
  if (!customer?.email) return;
  const mail = orderStatusMail(customer.email, {
    firstName: customer.first_name,
    orderNumber: order.order_number,
    status,
    total: formatRupees(paiseToRupees(order.total_paise)),
    courier: order.courier,
    trackingNumber: order.tracking_number,
    cashCollected:
      order.cash_collected_paise === null
        ? null
        : formatRupees(paiseToRupees(order.cash_collected_paise)),
  });
  await enqueueMail(trx, mail, new Date(now));
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
