import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderDetailSchema,
  orderResponseSchema,
  updateOrderBodySchema,
  idParamsSchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { errorResponses } from '../http/errors.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { flipShipped, listAllOrders, orderDetail } from './admin-orders.service.ts';

const tags = ['orders'];

/** The admin's order screens, and the one-order view that customers and agents share. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  events: EventBus;
  now: () => Date;
}> = async (app, { db, events, now }) => {
  app.get(
    '/get-all-orders',
    {
      config: { access: 'admin' },
      onRequest: requireRole('Admin'),
      schema: {
        tags,
        summary: 'Every order, newest first, paged (Admin)',
        description:
          '`shipped=true` keeps only shipped orders, `shipped=false` only unshipped ones. Each ' +
          'order carries its customer (name and contact), address, lines and agent id.',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAllOrders(db, request.query),
  );

  app.put(
    '/update-order',
    {
      config: { access: 'admin' },
      onRequest: requireRole('Admin'),
      schema: {
        tags,
        summary: 'Flip an order between shipped and unshipped (Admin)',
        body: updateOrderBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await flipShipped(db, events, requireUser(request), request.body._id, now());
      return {
        message: order.isShipped ? 'Order marked as shipped' : 'Order marked as unshipped',
        order,
      };
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'user' },
      onRequest: requireRole('Admin', 'Agent', 'Customer'),
      schema: {
        tags,
        summary: 'One order with its customer, agent and per-line commission',
        description:
          "The Admin reads any order, a customer only their own, an agent also their customers'; " +
          'any other order is 404.',
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => orderDetail(db, requireUser(request), request.params.id),
  );
};
