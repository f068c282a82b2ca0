import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEDGER_MESSAGES } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import { agentLedger, recordPayout } from './ledger.service.ts';

/** An agent's commission ledger and the Admin's payouts (issue 15). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  registerCall(app, 'ledger.entries.list', {
    handler: async (request) => agentLedger(db, requireUser(request), request.query),
  });

  registerCall(app, 'ledger.payouts.record', {
    handler: async (request, reply) => {
      const totals = await recordPayout(db, requireUser(request), request.body, now());
      return reply.status(201).send({ message: LEDGER_MESSAGES.payoutRecorded, totals });
    },
  });
};
