import {
  agentLedgerQuerySchema,
  agentLedgerSchema,
  recordPayoutBodySchema,
  recordPayoutResponseSchema,
} from '../order-status.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['agents'];

/** An agent's commission ledger and the Admin's payouts. */
export const ledgerCalls = defineCalls({
  'ledger.entries.list': {
    tags,
    summary: "An agent's commission entries with running figures, newest first, paged",
    description:
      'An agent reads their own (`agentId` omitted or their own id), the Admin any ' +
      "agent's (`agentId` required). `totals` are sums over every entry: pending (orders " +
      'not yet delivered), earned (delivered), paid (payouts) and balance (earned − paid).',
    query: agentLedgerQuerySchema,
    response: { 200: agentLedgerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'ledger.payouts.record': {
    tags,
    summary: 'Record a payout to an agent (Admin)',
    description:
      "Never more than the agent's unpaid earned balance (409 with the balance). `paidOn` " +
      'is the day paid (not in the future), `reference` e.g. a UPI transaction id.',
    body: recordPayoutBodySchema,
    response: { 201: recordPayoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});
