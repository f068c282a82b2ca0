import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES } from '@haat/contracts';
import type { AgentEarnings } from '../agents/agent-earnings.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ResponseCache } from '../catalog/response-cache.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import { changeOrderStatus, orderFigures } from './order-status.service.ts';

/** The cash-on-delivery moves of an order and the figures above the admin's orders table. */
export const orderStatusRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & {
    catalogueCache: ResponseCache;
    outbox: MailOutbox;
    agentEarnings: AgentEarnings;
  }
> = async (app, { db, now, catalogueCache, outbox, agentEarnings }) => {
  registerCall(app, 'orderStatus.move', {
    handler: async (request) => {
      const order = await changeOrderStatus(
        { db, now, catalogueCache, outbox, agentEarnings },
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

  registerCall(app, 'orderStatus.figures.get', {
    handler: async () => orderFigures(db, now()),
  });
};
