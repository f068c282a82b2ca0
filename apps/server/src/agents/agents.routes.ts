import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentDetailsSchema,
  agentLookupSchema,
  agentUsersListSchema,
  agentUsersQuerySchema,
  getAgentQuerySchema,
  PAGE_SIZE,
  userOrdersQuerySchema,
  userOrdersSchema,
  idParamsSchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { AgentEarnings } from './agent-earnings.ts';
import { errorResponses } from '../http/errors.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { agentCustomers, agentDetails, customerOrders, lookupUser } from './agents.service.ts';

const tags = ['agents'];
const paged = `Paged: \`page\` from 1, \`limit\` at most ${PAGE_SIZE.max} (default 20).`;

/** The agents' reads (spec 7 and DESIGN 4); an agent only ever sees their own customers. */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Db; agentEarnings: AgentEarnings }> = async (
  app,
  { db, agentEarnings },
) => {
  const agentOrAdmin = requireRole('Agent', 'Admin');

  app.get(
    '/agent/:id',
    {
      config: { access: 'user' },
      onRequest: requireRole('Admin', 'Agent', 'Customer'),
      schema: {
        tags,
        summary: 'A user with their role, for the agent route guard (that user or an Admin)',
        params: idParamsSchema,
        response: { 200: agentLookupSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => lookupUser(db, requireUser(request), request.params.id),
  );

  app.get(
    '/agent-user',
    {
      config: { access: 'staff' },
      onRequest: agentOrAdmin,
      schema: {
        tags,
        summary: "An agent's customers with order count, total and earned commission",
        description:
          'Newest customers first. An agent sees only their own (`agentId` their id or left ' +
          'out; another id is 403); an Admin names any agent. `orders` and the sums count the ' +
          `orders placed as this agent's customer. ${paged}`,
        querystring: agentUsersQuerySchema,
        response: { 200: agentUsersListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => agentCustomers(db, requireUser(request), request.query),
  );

  app.get(
    '/get-agent',
    {
      config: { access: 'staff' },
      onRequest: agentOrAdmin,
      schema: {
        tags,
        summary: "An agent's details with total commission and customer count",
        description: 'That agent or an Admin.',
        querystring: getAgentQuerySchema,
        response: { 200: agentDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => agentDetails({ db, agentEarnings }, requireUser(request), request.query.id),
  );

  app.get(
    '/user-orders',
    {
      config: { access: 'staff' },
      onRequest: agentOrAdmin,
      schema: {
        tags,
        summary: "A customer's orders with commission and shipped state",
        description:
          'Newest first. An Admin sees any user; an agent only a customer of theirs (else ' +
          '403), and only the orders placed as theirs. `totalCommission` and `orderCount` ' +
          `cover every page. ${paged}`,
        querystring: userOrdersQuerySchema,
        response: { 200: userOrdersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customerOrders(db, requireUser(request), request.query),
  );
};
