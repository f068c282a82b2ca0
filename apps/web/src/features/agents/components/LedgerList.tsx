import type { AgentLedger, LedgerKind } from '@haat/contracts';
import { orderDate, rupees2 } from '../format';

const KIND_TEXT: Record<LedgerKind, string> = {
  accrued: 'Order placed (pending)',
  earned: 'Order delivered (earned)',
  reversed: 'Order cancelled or returned (reversed)',
  paid: 'Payout',
};

/** The ledger's entries, newest first, each with the running pending and balance. */
export function LedgerList({ ledger }: { ledger: AgentLedger }) {
  if (ledger.result.length === 0) {
    return <p className="text-ink-700">No commission yet.</p>;
  }
  return (
    <ol aria-label="Ledger entries" className="divide-y divide-ink-200">
      {ledger.result.map((entry) => (
        <li key={entry._id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{KIND_TEXT[entry.kind]}</p>
            <p className="text-sm break-all text-ink-700">
              {orderDate(entry.paidOn ? `${entry.paidOn}T00:00:00Z` : entry.createdAt)}
              {entry.reference && <> · {entry.reference}</>}
              {entry.orderNumber && (
                <>
                  {' · order '}
                  <span className="font-mono">{entry.orderNumber}</span>
                </>
              )}
            </p>
          </div>
          <div className="text-right tabular-nums">
            <p className={`font-bold ${entry.kind === 'paid' ? 'text-red-800' : 'text-ink-900'}`}>
              {entry.kind === 'paid' || entry.kind === 'reversed' ? '−' : '+'}
              {rupees2(entry.amount)}
            </p>
            <p className="text-xs text-ink-700">
              Balance {rupees2(entry.balance)} · pending {rupees2(entry.pending)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
