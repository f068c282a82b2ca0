import type { LedgerTotals } from '@haat/contracts';
import { rupees2 } from '../format';

const FIGURES: { key: keyof LedgerTotals; label: string; hint: string }[] = [
  { key: 'pending', label: 'Pending', hint: 'orders not yet delivered' },
  { key: 'earned', label: 'Earned', hint: 'delivered orders' },
  { key: 'paid', label: 'Paid', hint: 'paid out to you' },
  { key: 'balance', label: 'Balance', hint: 'earned, not yet paid' },
];

/** Pending, earned, paid and balance of an agent's commission (issue 15), ledger sums. */
export function LedgerFigures({ totals, whose }: { totals: LedgerTotals; whose: 'own' | 'agent' }) {
  return (
    <section aria-label="Commission">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="rounded-xl bg-ink-100/70 px-3 py-2">
            <dt className="text-sm font-semibold text-ink-700">{figure.label}</dt>
            <dd className="text-lg font-bold text-ink-900 tabular-nums">
              {rupees2(totals[figure.key])}
            </dd>
            <dd className="text-xs text-ink-700">
              {whose === 'own' ? figure.hint : figure.hint.replace('to you', 'to the agent')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
