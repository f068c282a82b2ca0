import type { AdminStats } from '@haat/contracts';

/** How long an answer is remembered; another server process without Redis sees a change within this. */
const TTL_MS = 5_000;
/** Bound on the remembered periods; past it, the memo starts afresh. */
const MAX_PERIODS = 200;

/**
 * The Admin's dashboard answers, by period, remembered for a few seconds
 * (docs/decisions/255-admin-stats-memo.md). An answer sums a period's orders, moves and lines,
 * tens of milliseconds of database time on a year of orders; the Admin's screen asks again at
 * every period chosen and every mount. Any order placed or moved, and any product change (stock),
 * forgets every answer at once (stats.subscribers.ts); a payout shows within the 5 s.
 *
 * One per app, made by buildApp, like the agents' earnings memo.
 */
export class AdminStatsMemo {
  private readonly memo = new Map<string, { until: number; answer: Promise<AdminStats> }>();

  constructor(private readonly clock: () => number) {}

  of(from: string, to: string, compute: () => Promise<AdminStats>): Promise<AdminStats> {
    const key = `${from}/${to}`;
    const now = this.clock();
    const known = this.memo.get(key);
    if (known && known.until > now) return known.answer;
    if (this.memo.size >= MAX_PERIODS) this.memo.clear();
    const answer = compute();
    const entry = { until: now + TTL_MS, answer };
    this.memo.set(key, entry);
    // A failed answer (a bad period too) is not remembered.
    answer.catch(() => {
      if (this.memo.get(key) === entry) this.memo.delete(key);
    });
    return answer;
  }

  /** Something the figures count changed: every period sums again. */
  forget(): void {
    this.memo.clear();
  }
}
