import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AgentLedger, LedgerKind } from '@haat/contracts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { orderDate, rupees2 } from '../format';

const KIND_TEXT: Record<LedgerKind, MessageDescriptor> = {
  accrued: msg`Order placed (pending)`,
  earned: msg`Order delivered (earned)`,
  reversed: msg`Order cancelled or returned (reversed)`,
  paid: msg`Payout`,
};

/** The ledger's entries, newest first, each with the running pending and balance. */
export function LedgerList({ ledger }: { ledger: AgentLedger }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  if (ledger.result.length === 0) {
    return (
      <p className="text-ink-700">
        <Trans>No commission yet.</Trans>
      </p>
    );
  }
  return (
    <ol aria-label={t`Ledger entries`} className="divide-y divide-ink-200">
      {ledger.result.map((entry) => {
        const balance = rupees2(entry.balance, language);
        const pending = rupees2(entry.pending, language);
        const { orderNumber } = entry;
        return (
          <li
            key={entry._id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{i18n._(KIND_TEXT[entry.kind])}</p>
              <p className="text-sm break-all text-ink-700">
                {orderDate(entry.paidOn ? `${entry.paidOn}T00:00:00Z` : entry.createdAt, language)}
                {entry.reference && <> · {entry.reference}</>}
                {orderNumber && (
                  <>
                    {' · '}
                    <Trans>
                      order <span className="font-mono">{orderNumber}</span>
                    </Trans>
                  </>
                )}
              </p>
            </div>
            <div className="text-right tabular-nums">
              <p className={`font-bold ${entry.kind === 'paid' ? 'text-red-800' : 'text-ink-900'}`}>
                {entry.kind === 'paid' || entry.kind === 'reversed' ? '−' : '+'}
                {rupees2(entry.amount, language)}
              </p>
              <p className="text-xs text-ink-700">
                <Trans>
                  Balance {balance} · pending {pending}
                </Trans>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
