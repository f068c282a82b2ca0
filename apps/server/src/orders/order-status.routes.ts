import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  orderFiguresSchema,
  orderSchema,
  updateOrderStatusBodySchema,
  idParamsSchema,
} from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import type { EventBus } from '../events/event-bus.ts';
import { errorResponses } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';
import { changeOrderStatus, orderFigures } from './order-status.service.ts';

const tags = ['orders'];

/** The cash-on-delivery moves of an order and the figures above the admin's orders table. */
export const orderStatusRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & { events: EventBus }
> = async (app, { db, now, events }) => {
  app.put(
    '/orders/:id/status',
    {
      config: { access: 'user' },
      schema: {
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
    },
    async (request) => {
      const order = await changeOrderStatus(
        { db, now, events },
        requireUser(request),
        request.params.id,
        request.body,
      );
      const message =
        order.status === 'cancelled'
          ? ORDER_STATUS_MESSAGES.cancelled
          : ORDER_STATUS_MESSAGES.changed(ORDER_STATUS_LABELS[order.status]);
      return { message, order };
    },
  );

  app.get(
    '/order-figures',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Cash to collect and this month's returns (Admin)",
        response: { 200: orderFiguresSchema, ...errorResponses(401, 403) },
      },
    },
    async () => orderFigures(db, now()),
  );
};
