import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { BadInput } from '../errors.ts';
import type { EventBus } from '../events/event-bus.ts';
import {
  addAgentCustomerAddress,
  agentCustomerAddresses,
  findOwnCustomer,
  placeAgentOrder,
} from './agent-orders.service.ts';
import type { AgentEarnings } from './agent-earnings.ts';
import { registerCall } from '../http/calls.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { agentCustomers, agentDetails, customerOrders, lookupUser } from './agents.service.ts';

/**
 * The agents' reads (docs/product.md, "Calls" and "Agents"); an agent only ever sees their own
 * customers.
 */
export const agentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  agentEarnings: AgentEarnings;
  events: EventBus;
  now: () => Date;
}> = async (app, { db, agentEarnings, events, now }) => {
  const agentOrAdmin = requireRole('Agent', 'Admin');

  registerCall(app, 'agents.orders.place', {
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key']?.trim() || null;
      if (key !== null && key.length < 8) {
        throw new BadInput(/*i18n*/ 'Idempotency-Key must be at least 8 characters.');
      }
      const { order, created } = await placeAgentOrder(
        { db, now, events },
        requireUser(request),
        request.body,
        key,
      );
      return reply.status(created ? 201 : 200).send({ message: MESSAGES.orderPlaced, order });
    },
  });

  // Only the agent's own customer, judged before the body is (docs/decisions/237-agent-customer-addresses.md).
  const ownCustomerFirst = async (request: FastifyRequest) => {
    await findOwnCustomer(
      db,
      requireUser(request),
      (request.params as { customerId?: unknown }).customerId,
    );
  };

  registerCall(app, 'agents.customerAddresses.list', {
    onRequest: ownCustomerFirst,
    handler: async (request) =>
      agentCustomerAddresses(db, requireUser(request), request.params.customerId),
  });

  registerCall(app, 'agents.customerAddresses.add', {
    onRequest: ownCustomerFirst,
    handler: async (request, reply) => {
      const address = await addAgentCustomerAddress(
        db,
        requireUser(request),
        request.params.customerId,
        request.body.address,
        now(),
      );
      return reply.status(201).send({ message: MESSAGES.addressAdded, address });
    },
  });

  registerCall(app, 'agents.user.lookUp', {
    onRequest: requireRole('Admin', 'Agent', 'Customer'),
    handler: async (request) => lookupUser(db, requireUser(request), request.params.id),
  });

  registerCall(app, 'agents.customers.list', {
    onRequest: agentOrAdmin,
    handler: async (request) => agentCustomers(db, requireUser(request), request.query),
  });

  registerCall(app, 'agents.details.get', {
    onRequest: agentOrAdmin,
    handler: async (request) =>
      agentDetails({ db, agentEarnings }, requireUser(request), request.query.id),
  });

  registerCall(app, 'agents.customerOrders.list', {
    onRequest: agentOrAdmin,
    handler: async (request) => customerOrders(db, requireUser(request), request.query),
  });
};
