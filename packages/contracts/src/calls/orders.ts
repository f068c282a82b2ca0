import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderDetailAnswerSchema,
  orderResponseSchema,
  updateOrderBodySchema,
} from '../admin.ts';
import {
  orderListSchema,
  orderMoveResponseSchema,
  pageQuerySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '../shopping.ts';
import {
  BULK_MOVE_LIMIT,
  bulkStatusBodySchema,
  bulkStatusResultSchema,
  orderFiguresSchema,
  updateOrderStatusBodySchema,
} from '../order-status.ts';
import { idParamsSchema, safeText } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['orders'];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A customer's orders, the admin's order screens, the one-order view all roles share, the
 * cash-on-delivery moves of an order and the figures above the admin's orders table.
 */
export const ordersCalls = defineCalls({
  'orders.place': {
    tags,
    summary: 'Order everything in your cart, cash on delivery',
    description:
      'Prices, totals, commission and the agent come from the server. `totalAmount` is the ' +
      'total the customer saw: when prices have changed the answer is 409 with the current ' +
      'total. Send an `Idempotency-Key` header to make retries safe: the same key returns ' +
      'the first order (200) instead of placing another. 422 when cash on delivery does not ' +
      'reach the address\'s pincode (docs/product.md, "Cash on delivery by pincode").',
    headers: z.object({ 'idempotency-key': safeText().max(200).optional() }),
    body: placeOrderBodySchema,
    response: {
      200: placeOrderResponseSchema,
      201: placeOrderResponseSchema,
      ...errors,
      ...errorResponses(422),
    },
  },
  'orders.mine.list': {
    tags,
    summary: 'Your orders, newest first, paged',
    query: pageQuerySchema.extend({ userId: safeText().max(100).optional() }),
    response: { 200: orderListSchema, ...errors },
  },
  'orders.all.list': {
    tags,
    summary: 'Every order, newest first, paged (Admin)',
    description:
      '`shipped=true` keeps only shipped orders, `shipped=false` only unshipped ones; ' +
      '`status`, `from` and `to` (India days, both included), `agentId`, `pincode` and `q` ' +
      '(order number, customer name or phone) narrow it further. Each ' +
      'order carries its customer (name and contact), address, lines and agent id.',
    query: adminOrderListQuerySchema,
    response: { 200: adminOrderListSchema, ...errorResponses(400, 401, 403) },
  },
  'orders.shipped.flip': {
    tags,
    summary: 'Flip an order between shipped and unshipped (Admin)',
    body: updateOrderBodySchema,
    response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'orders.get': {
    tags,
    summary: 'One order with its customer, agent and per-line commission',
    description:
      "The Admin reads any order, a customer only their own, an agent also their customers'; " +
      'any other order is 404. The customer who placed it gets it without the commission ' +
      'and without the agent, which are for Agents and the Admin only.',
    params: idParamsSchema,
    response: { 200: orderDetailAnswerSchema, ...errorResponses(401, 404) },
  },
  'orders.status.move': {
    tags,
    summary: 'Move an order: confirm, ship, deliver, return or cancel',
    description:
      'placed → confirmed → shipped (`courier`, `trackingNumber`) → delivered ' +
      '(`cashCollected`, rupees) or returned; placed or confirmed → cancelled. Cancel and ' +
      'return put the stock back once. Any other move is 409 with the current state in ' +
      '`fields.status`. The Admin makes every move; a customer may only cancel their own ' +
      "order (someone else's is 404).",
    params: idParamsSchema,
    body: updateOrderStatusBodySchema,
    response: {
      200: orderMoveResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
  'orders.status.bulkMove': {
    tags,
    summary: 'Confirm, ship or cancel many orders at once (Admin)',
    description:
      `At most ${BULK_MOVE_LIMIT} ids (400 beyond). Each order moves through the same rules ` +
      'as one move, in its own transaction: an order that cannot move is in `refused` with ' +
      'its state and why, and the others still move. Shipping needs `courier` (400 without) ' +
      'and a tracking number per order in `trackingNumbers` (an order without one is refused).',
    body: bulkStatusBodySchema,
    response: { 200: bulkStatusResultSchema, ...errorResponses(400, 401, 403) },
  },
  'orders.figures.get': {
    tags,
    summary: "Cash to collect and this month's returns (Admin)",
    response: { 200: orderFiguresSchema, ...errorResponses(401, 403) },
  },
});
