import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  orderListSchema,
  pageQuerySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  safeText,
} from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import type { EventBus } from '../events/event-bus.ts';
import { attributedAgent } from '../agents/attribution.ts';
import { errorResponses } from '../http/errors.ts';
import { BadInput, Forbidden } from '../errors.ts';
import { requireUser } from '../http/session.ts';
import { listMyOrders } from './orders.service.ts';
import { placeOrder } from './place-order.service.ts';

const tags = ['orders'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const orderRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & { events: EventBus }
> = async (app, { db, now, events }) => {
  app.post(
    '/place-order',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Order everything in your cart, cash on delivery',
        description:
          'Prices, totals, commission and the agent come from the server. `totalAmount` is the ' +
          'total the customer saw: when prices have changed the answer is 409 with the current ' +
          'total. Send an `Idempotency-Key` header to make retries safe: the same key returns ' +
          'the first order (200) instead of placing another.',
        headers: z.object({ 'idempotency-key': safeText().max(200).optional() }),
        body: placeOrderBodySchema,
        response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers['idempotency-key']?.trim() || null;
      if (key !== null && key.length < 8) {
        throw new BadInput('Idempotency-Key must be at least 8 characters.');
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
      return reply.status(created ? 201 : 200).send({ message: MESSAGES.orderPlaced, order });
    },
  );

  app.get(
    '/my-orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your orders, newest first, paged',
        querystring: pageQuerySchema.extend({ userId: safeText().max(100).optional() }),
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId, page, limit } = request.query;
      if (userId && userId !== user._id) throw new Forbidden('These are not your orders.');
      return listMyOrders(db, user._id, { page, limit });
    },
  );
};
