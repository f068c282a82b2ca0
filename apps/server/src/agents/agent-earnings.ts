import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { agentOrderTotals } from './agents.queries.ts';

/** How long a sum is remembered; another server process sees a new order within this. */
const TTL_MS = 5_000;
/** Bound on the remembered agents; past it, the memo starts afresh. */
const MAX_AGENTS = 10_000;

type Totals = Awaited<ReturnType<typeof agentOrderTotals>>;

/**
 * An agent's order count and commission, remembered for a few seconds. Summing them reads
 * every order of the agent (10,000 for an agent with 1,000 customers), which alone costs more
 * than the rest of the dashboard's calls together; the figures change only when one of the
 * agent's orders is placed or moves, and the order events say so (agents.subscribers.ts).
 *
 * One per app, made by buildApp, like the catalogue's response cache.
 */
export class AgentEarnings {
  private readonly memo = new Map<string, { until: number; totals: Promise<Totals> }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number,
  ) {}

  of(agentId: string): Promise<Totals> {
    const now = this.clock();
    const known = this.memo.get(agentId);
    if (known && known.until > now) return known.totals;
    if (this.memo.size >= MAX_AGENTS) this.memo.clear();
    const totals = agentOrderTotals(this.db, agentId);
    const entry = { until: now + TTL_MS, totals };
    this.memo.set(agentId, entry);
    // A failed read is not remembered.
    totals.catch(() => {
      if (this.memo.get(agentId) === entry) this.memo.delete(agentId);
    });
    return totals;
  }

  /** An order of the agent's was placed or moved (agents.subscribers.ts): the next read sums again. */
  changed(agentId: string): void {
    this.memo.delete(agentId);
  }
}
