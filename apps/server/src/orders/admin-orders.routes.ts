import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { flipShipped, listAllOrders, orderDetail } from './admin-orders.service.ts';
import { bulkMove } from './bulk-status.service.ts';
import type { OrderTextLookups } from './order-text-lookups.ts';

/** The admin's order screens, and the one-order view that customers and agents share. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  events: EventBus;
  now: () => Date;
  texts: OrderTextLookups;
}> = async (app, { db, events, now, texts }) => {
  registerCall(app, 'orders.all.list', {
    onRequest: requireRole('Admin'),
    handler: async (request) => listAllOrders(db, texts, request.query),
  });

  registerCall(app, 'orders.shipped.flip', {
    onRequest: requireRole('Admin'),
    handler: async (request) => {
      const order = await flipShipped(db, events, requireUser(request), request.body._id, now());
      return {
        message: order.isShipped ? 'Order marked as shipped' : 'Order marked as unshipped',
        order,
      };
    },
  });

  registerCall(app, 'orders.status.bulkMove', {
    onRequest: requireRole('Admin'),
    handler: async (request) => bulkMove({ db, now, events }, requireUser(request), request.body),
  });

  registerCall(app, 'orders.get', {
    onRequest: requireRole('Admin', 'Agent', 'Customer'),
    handler: async (request) => orderDetail(db, requireUser(request), request.params.id),
  });
};
