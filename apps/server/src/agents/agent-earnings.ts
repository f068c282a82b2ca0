import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { agentOrderTotals } from './agents.queries.ts';

/**
 * An agent's order count and commission, remembered for a few seconds. Summing them reads
 * every order of the agent (10,000 for an agent with 1,000 customers), which alone costs more
 * than the rest of the dashboard's calls together; the figures change only when one of the
 * agent's customers orders, and the order route forgets them then (agentOrdersChanged).
 * Another server process sees a new order within TTL_MS.
 */
const TTL_MS = 5_000;
/** Bound on the remembered agents per database; past it, the memo starts afresh. */
const MAX_AGENTS = 10_000;

type Totals = Awaited<ReturnType<typeof agentOrderTotals>>;
const memos = new WeakMap<
  Kysely<Database>,
  Map<string, { until: number; totals: Promise<Totals> }>
>();

function memoOf(db: Kysely<Database>) {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  return memo;
}

export function agentEarnings(db: Kysely<Database>, agentId: string): Promise<Totals> {
  const memo = memoOf(db);
  const now = Date.now();
  const known = memo.get(agentId);
  if (known && known.until > now) return known.totals;
  if (memo.size >= MAX_AGENTS) memo.clear();
  const totals = agentOrderTotals(db, agentId);
  const entry = { until: now + TTL_MS, totals };
  memo.set(agentId, entry);
  // A failed read is not remembered.
  totals.catch(() => {
    if (memo.get(agentId) === entry) memo.delete(agentId);
  });
  return totals;
}

/** An order of the agent's was placed: the next read sums again. */
export function agentOrdersChanged(db: Kysely<Database>, agentId: string): void {
  memos.get(db)?.delete(agentId);
}
