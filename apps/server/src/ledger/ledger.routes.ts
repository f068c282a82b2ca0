import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentLedgerQuerySchema,
  agentLedgerSchema,
  LEDGER_MESSAGES,
  recordPayoutBodySchema,
  recordPayoutResponseSchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { errorResponses } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';
import { agentLedger, recordPayout } from './ledger.service.ts';

const tags = ['agents'];

/** An agent's commission ledger and the Admin's payouts (issue 15). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/agent-ledger',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "An agent's commission entries with running figures, newest first, paged",
        description:
          'An agent reads their own (`agentId` omitted or their own id), the Admin any ' +
          "agent's (`agentId` required). `totals` are sums over every entry: pending (orders " +
          'not yet delivered), earned (delivered), paid (payouts) and balance (earned − paid).',
        querystring: agentLedgerQuerySchema,
        response: { 200: agentLedgerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => agentLedger(db, requireUser(request), request.query),
  );

  app.post(
    '/agent-payouts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Record a payout to an agent (Admin)',
        description:
          "Never more than the agent's unpaid earned balance (409 with the balance). `paidOn` " +
          'is the day paid (not in the future), `reference` e.g. a UPI transaction id.',
        body: recordPayoutBodySchema,
        response: {
          201: recordPayoutResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const totals = await recordPayout(db, requireUser(request), request.body, now());
      return reply.status(201).send({ message: LEDGER_MESSAGES.payoutRecorded, totals });
    },
  );
};
