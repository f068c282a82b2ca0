import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES } from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import { changeOrderStatus, orderFigures } from './order-status.service.ts';

/** The cash-on-delivery moves of an order and the figures above the admin's orders table. */
export const orderStatusRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & { events: EventBus }
> = async (app, { db, now, events }) => {
  registerCall(app, 'orders.status.move', {
    handler: async (request) => {
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
  });

  registerCall(app, 'orders.figures.get', {
    handler: async () => orderFigures(db, now()),
  });
};
