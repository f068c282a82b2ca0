import type { z } from 'zod';
import {
  formatRupees,
  indiaDay,
  LEDGER_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
} from '@haat/contracts';
import type {
  AgentLedger,
  agentLedgerQuerySchema,
  LedgerTotals,
  recordPayoutBodySchema,
  SessionUser,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { BadInput, Conflict, Forbidden, NotFound } from '../errors.ts';
import {
  findLedgerOwner,
  insertPayout,
  lockAgent,
  selectLedgerPage,
  selectLedgerSums,
  selectOrderNumbers,
} from './ledger.queries.ts';
import type { LedgerSums } from './ledger.queries.ts';

/**
 * The agent's figures, all sums over ledger rows: pending = accrued − earned − reversed (an
 * order is reversed or earned only while pending), balance = earned − paid.
 */
export function totalsOf(sums: LedgerSums): LedgerTotals {
  return {
    pending: paiseToRupees(sums.accrued - sums.earned - sums.reversed),
    earned: paiseToRupees(sums.earned),
    paid: paiseToRupees(sums.paid),
    balance: paiseToRupees(sums.earned - sums.paid),
  };
}

/**
 * Whose ledger the viewer may read: an agent their own (another agent's id is 403), the Admin
 * any user's (the id is required).
 */
function ledgerOwner(viewer: SessionUser, agentId: string | undefined): string {
  if (viewer.role === 'Admin') {
    if (!agentId) throw new BadInput(LEDGER_MESSAGES.agentRequired, { agentId: 'required' });
    return agentId;
  }
  if (viewer.role === 'Agent' && (agentId === undefined || agentId === viewer._id)) {
    return viewer._id;
  }
  throw new Forbidden(LEDGER_MESSAGES.notYourLedger);
}

/** GET /agent-ledger. */
export async function agentLedger(
  db: Db,
  viewer: SessionUser,
  query: z.output<typeof agentLedgerQuerySchema>,
): Promise<AgentLedger> {
  const agentId = ledgerOwner(viewer, query.agentId);
  const { page, limit } = query;
  if (!(await findLedgerOwner(db.kysely, agentId))) {
    throw new NotFound(LEDGER_MESSAGES.agentNotFound);
  }
  const [rows, sums] = await Promise.all([
    selectLedgerPage(db.kysely, agentId, (page - 1) * limit, limit + 1),
    selectLedgerSums(db.kysely, agentId),
  ]);
  const entries = rows.slice(0, limit);
  const numbers = await selectOrderNumbers(
    db.kysely,
    entries.flatMap((row) => (row.order_id ? [row.order_id] : [])),
  );
  return {
    result: entries.map((row) => ({
      _id: row.id,
      kind: row.kind,
      amount: paiseToRupees(row.amount_paise),
      orderId: row.order_id,
      orderNumber: row.order_id ? (numbers.get(row.order_id) ?? null) : null,
      reference: row.reference,
      paidOn: row.paid_on,
      createdAt: row.created_at,
      pending: paiseToRupees(Number(row.pending_paise)),
      balance: paiseToRupees(Number(row.balance_paise)),
    })),
    page,
    limit,
    hasMore: rows.length > limit,
    totals: totalsOf(sums),
  };
}

/**
 * POST /agent-payouts: never more than the agent's unpaid earned balance, also when two
 * payouts race (the agent's row is locked while the balance is read and the payout written).
 */
export async function recordPayout(
  db: Db,
  admin: SessionUser,
  body: z.output<typeof recordPayoutBodySchema>,
  now: Date,
): Promise<LedgerTotals> {
  if (body.paidOn > indiaDay(now)) {
    throw new BadInput(LEDGER_MESSAGES.futureDay, { paidOn: LEDGER_MESSAGES.futureDay });
  }
  const amountPaise = rupeesToPaise(body.amount);
  return db.kysely.transaction().execute(async (trx) => {
    const agent = await lockAgent(trx, body.agentId, db.dialect);
    if (!agent) throw new NotFound(LEDGER_MESSAGES.agentNotFound);
    const sums = await selectLedgerSums(trx, body.agentId);
    const balance = sums.earned - sums.paid;
    if (amountPaise > balance) {
      throw new Conflict(LEDGER_MESSAGES.overBalance(formatRupees(paiseToRupees(balance))), {
        amount: `at most ${paiseToRupees(balance)}`,
      });
    }
    await insertPayout(
      trx,
      {
        agentId: body.agentId,
        amountPaise,
        reference: body.reference,
        paidOn: body.paidOn,
        actorId: admin._id,
      },
      now.toISOString(),
    );
    return totalsOf({ ...sums, paid: sums.paid + amountPaise });
  });
}
