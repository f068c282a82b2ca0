import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import type { EventBus } from '../events/event-bus.ts';
import { attributedAgent } from '../agents/attribution.ts';
import { BadInput, Forbidden } from '../errors.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import { forCustomer, listMyOrders } from './orders.service.ts';
import { placeOrder } from './place-order.service.ts';

export const orderRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & { events: EventBus }
> = async (app, { db, now, events }) => {
  registerCall(app, 'orders.place', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers['idempotency-key']?.trim() || null;
      if (key !== null && key.length < 8) {
        throw new BadInput(/*i18n*/ 'Idempotency-Key must be at least 8 characters.');
      }
      const { order, created } = await placeOrder(
        {
          db,
          now,
          events,
        },
        user,
        request.body.orderDetails,
        key,
        await attributedAgent(db, request, now()),
      );
      return reply
        .status(created ? 201 : 200)
        .send({ message: MESSAGES.orderPlaced, order: forCustomer(order) });
    },
  });

  registerCall(app, 'orders.mine.list', {
    handler: async (request) => {
      const user = requireUser(request);
      const { userId, page, limit } = request.query;
      if (userId && userId !== user._id) throw new Forbidden(/*i18n*/ 'These are not your orders.');
      return listMyOrders(db, user._id, { page, limit });
    },
  });
};
