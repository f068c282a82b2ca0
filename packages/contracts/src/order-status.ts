import { z } from 'zod';
import { daySchema } from './days.ts';
import { hasAtMostTwoDecimals, rupeesToPaise } from './money.ts';
import { pageOf } from './paging.ts';
import { safeId, safeText } from './text.ts';

/**
 * The cash-on-delivery life of an order (issue 15): placed → confirmed → shipped → delivered,
 * or returned (refused at the door, from shipped), or cancelled (from placed or confirmed).
 */
export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The only moves there are; anything else is a 409 naming the current state. */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

/** States in which a customer may still cancel their own order. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['placed', 'confirmed'];

/** How the screens name each state. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
});

const rupeeAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

const shortText = (label: string, max: number) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * PUT /orders/{id}/status. Shipping needs the courier and tracking number; delivering needs the
 * cash collected. A note is kept on the timeline.
 */
export const updateOrderStatusBodySchema = z.object({
  status: orderStatusSchema,
  courier: shortText('Courier', 60).optional(),
  trackingNumber: shortText('Tracking number', 60).optional(),
  cashCollected: rupeeAmount('Cash collected').optional(),
  note: safeText({ error: /*i18n*/ 'Note must be text' })
    .trim()
    .max(300, /*i18n*/ 'Note must be at most 300 characters')
    .optional(),
});
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;

/** At most this many orders in one bulk move (docs/decisions/214-bulk-moves.md). */
export const BULK_MOVE_LIMIT = 500;

/** The moves the orders table makes on many orders at once. */
export const BULK_STATUSES = ['confirmed', 'shipped', 'cancelled'] as const;

/**
 * POST /orders/bulk-status: each order moves through the same rules as one move, in its own
 * transaction; shipping takes one courier and one tracking number per order.
 */
export const bulkStatusBodySchema = z.object({
  ids: z
    .array(safeId(), { error: /*i18n*/ 'ids must be a list of order ids' })
    .min(1, /*i18n*/ 'Choose at least one order')
    .max(BULK_MOVE_LIMIT, `At most ${BULK_MOVE_LIMIT} orders can be moved at once`),
  status: z.enum(BULK_STATUSES, {
    error: `Status must be one of ${BULK_STATUSES.join(', ')}`,
  }),
  courier: shortText('Courier', 60).optional(),
  trackingNumbers: z.record(safeId(), shortText('Tracking number', 60)).optional(),
  note: safeText({ error: /*i18n*/ 'Note must be text' })
    .trim()
    .max(300, /*i18n*/ 'Note must be at most 300 characters')
    .optional(),
});
export type BulkStatusBody = z.input<typeof bulkStatusBodySchema>;

const bulkRowSchema = z.object({
  _id: z.string(),
  /** Null for an id no order has. */
  orderNumber: z.string().nullable(),
  status: orderStatusSchema.nullable(),
});

export const bulkStatusResultSchema = z.object({
  moved: z.array(bulkRowSchema),
  refused: z.array(bulkRowSchema.extend({ message: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** One move of an order, for its timeline. */
export const orderEventSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** Who made the move: their first name and role. */
  by: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const ORDER_STATUS_MESSAGES = {
  notFound: /*i18n*/ 'This order does not exist.',
  customerMayOnlyCancel:
    /*i18n*/ 'You can only cancel your own order while it is placed or confirmed.',
  notYours: /*i18n*/ 'Only the Admin or the customer who placed it can change this order.',
  changed: (label: string) => `Order marked as ${label.toLowerCase()}`,
  refused: (current: OrderStatus, wanted: OrderStatus) =>
    `This order is ${ORDER_STATUS_LABELS[current].toLowerCase()}; it cannot be ${
      wanted === 'cancelled' ? 'cancelled' : `marked ${ORDER_STATUS_LABELS[wanted].toLowerCase()}`
    }.`,
  courierRequired: /*i18n*/ 'Courier is required to ship an order',
  trackingRequired: /*i18n*/ 'Tracking number is required to ship an order',
  cashRequired: /*i18n*/ 'Cash collected is required to mark an order delivered',
  cancelled: /*i18n*/ 'Your order has been cancelled.',
} as const;

/** GET /order-figures (Admin): what the orders page shows above the table. */
export const orderFiguresSchema = z.object({
  /** Rupees still with couriers: the totals of shipped orders not yet delivered or returned. */
  cashToCollect: z.number(),
  shippedOrders: z.number().int(),
  /** Orders returned since the start of this month (India time). */
  returnedThisMonth: z.number().int(),
});
export type OrderFigures = z.infer<typeof orderFiguresSchema>;

/* ---- Commission ledger ---- */

/**
 * accrued: commission of a placed order (pending); earned: its order was delivered;
 * reversed: its order was cancelled or returned; paid: a payout to the agent.
 */
export const LEDGER_KINDS = ['accrued', 'earned', 'reversed', 'paid'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerTotalsSchema = z.object({
  /** Rupees on orders not yet delivered, cancelled or returned. */
  pending: z.number(),
  /** Rupees on delivered orders, ever. */
  earned: z.number(),
  /** Rupees paid out, ever. */
  paid: z.number(),
  /** Earned and not yet paid: earned − paid. */
  balance: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const ledgerEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Rupees, always positive; the kind says which way it moves. */
  amount: z.number(),
  orderId: z.string().nullable(),
  /** The order's number (`HT-26-000123`), as every screen and mail names it; null for payouts. */
  orderNumber: z.string().nullable(),
  /** Payouts: the reference (e.g. a UPI transaction id) and the day paid. */
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  createdAt: z.string(),
  /** Running figures after this entry. */
  pending: z.number(),
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const LEDGER_PAGE_SIZE = 20;

export const agentLedgerQuerySchema = z.object({
  agentId: safeId().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LEDGER_PAGE_SIZE),
});
export type AgentLedgerQuery = z.input<typeof agentLedgerQuerySchema>;

/** GET /agent-ledger: newest entry first, with the agent's totals. */
export const agentLedgerSchema = pageOf(ledgerEntrySchema).extend({ totals: ledgerTotalsSchema });
export type AgentLedger = z.infer<typeof agentLedgerSchema>;

/** POST /agent-payouts (Admin). */
export const recordPayoutBodySchema = z.object({
  agentId: safeId({ error: /*i18n*/ 'Agent is required' }),
  amount: rupeeAmount('Amount').refine(
    (rupees) => rupeesToPaise(rupees) >= 1,
    'Amount must be more than ₹0',
  ),
  paidOn: daySchema('Date'),
  reference: shortText('Reference', 100),
});
export type RecordPayoutBody = z.input<typeof recordPayoutBodySchema>;

export const recordPayoutResponseSchema = z.object({
  message: z.string(),
  totals: ledgerTotalsSchema,
});

export const LEDGER_MESSAGES = {
  payoutRecorded: 'Payout recorded',
  agentNotFound: 'This agent does not exist.',
  notYourLedger: 'You can only see your own commission.',
  agentRequired: 'Choose the agent whose ledger to show',
  futureDay: 'The payout date cannot be in the future',
  overBalance: (balance: string) =>
    `The payout is more than the agent's unpaid earned balance of ${balance}.`,
} as const;
