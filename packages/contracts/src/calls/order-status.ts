import { z } from 'zod';
import { orderFiguresSchema, updateOrderStatusBodySchema } from '../order-status.ts';
import { orderSchema } from '../shopping.ts';
import { defineCalls, errorResponses, idParamsSchema } from './define.ts';

const tags = ['orders'];

/** The cash-on-delivery moves of an order and the figures above the admin's orders table. */
export const orderStatusCalls = defineCalls({
  'orderStatus.move': {
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
      200: z.object({ message: z.string(), order: orderSchema }),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
  'orderStatus.figures.get': {
    tags,
    summary: "Cash to collect and this month's returns (Admin)",
    response: { 200: orderFiguresSchema, ...errorResponses(401, 403) },
  },
});
