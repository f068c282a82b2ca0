import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import type { AgentEarnings } from './agent-earnings.ts';
import { registerCall } from '../http/calls.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { agentCustomers, agentDetails, customerOrders, lookupUser } from './agents.service.ts';

/**
 * The agents' reads (docs/product.md, "Calls" and "Agents"); an agent only ever sees their own
 * customers.
 */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Db; agentEarnings: AgentEarnings }> = async (
  app,
  { db, agentEarnings },
) => {
  const agentOrAdmin = requireRole('Agent', 'Admin');

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
