import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LedgerTotals } from '@haat/contracts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { rupees2 } from '../format';

const FIGURES: {
  key: keyof LedgerTotals;
  label: MessageDescriptor;
  /** What it counts, said to the agent and about the agent (the admin's view). */
  hint: Record<'own' | 'agent', MessageDescriptor>;
}[] = [
  {
    key: 'pending',
    label: msg`Pending`,
    hint: { own: msg`orders not yet delivered`, agent: msg`orders not yet delivered` },
  },
  {
    key: 'earned',
    label: msg`Earned`,
    hint: { own: msg`delivered orders`, agent: msg`delivered orders` },
  },
  {
    key: 'paid',
    label: msg`Paid`,
    hint: { own: msg`paid out to you`, agent: msg`paid out to the agent` },
  },
  {
    key: 'balance',
    label: msg`Balance`,
    hint: { own: msg`earned, not yet paid`, agent: msg`earned, not yet paid` },
  },
];

/** Pending, earned, paid and balance of an agent's commission (issue 15), ledger sums. */
export function LedgerFigures({ totals, whose }: { totals: LedgerTotals; whose: 'own' | 'agent' }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  return (
    <section aria-label={t`Commission`}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="rounded-xl bg-ink-100/70 px-3 py-2">
            <dt className="text-sm font-semibold text-ink-700">{i18n._(figure.label)}</dt>
            <dd className="text-lg font-bold text-ink-900 tabular-nums">
              {rupees2(totals[figure.key], language)}
            </dd>
            <dd className="text-xs text-ink-700">{i18n._(figure.hint[whose])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
