import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatCount, MESSAGES, translate, type AgentUserEntry } from '@haat/contracts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { cardClass, textLinkClass } from '../../../components/styles';
import { formatRupees } from '../../../lib/money';
import { contactOf, rupees2 } from '../format';
import { WideTable, type Column } from './WideTable';

interface AgentUsersTableProps {
  entries: AgentUserEntry[];
  /** Number of the first row ('#'), for later pages. */
  first: number;
  /** The agent's own view ('Status') or the admin's ('Total expenditure'). */
  view: 'agent' | 'admin';
  /** Where a customer's orders open. */
  detailsPath: (userId: string) => string;
  /** Where the agent places an order for a customer (the agent's own view only). */
  orderPath?: (userId: string) => string;
}

/**
 * An agent's customers (docs/product.md, "Agent dashboard": 'My users', and "Admin: agents": the
 * agent profile's users table): a table on wide screens, a card per customer on a phone.
 */
export function AgentUsersTable({
  entries,
  first,
  view,
  detailsPath,
  orderPath,
}: AgentUsersTableProps) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  if (entries.length === 0) {
    return (
      <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
        {translate(i18n, MESSAGES.noUsers)}
      </p>
    );
  }
  const name = (entry: AgentUserEntry) => `${entry.user.firstName} ${entry.user.lastName}`;
  const orderLink = (entry: AgentUserEntry) => {
    if (!orderPath) return null;
    const customer = name(entry);
    return (
      <Link
        to={orderPath(entry.user._id)}
        aria-label={t`Place an order for ${customer}`}
        className={`${textLinkClass} whitespace-nowrap`}
      >
        <Trans>Place an order</Trans>
      </Link>
    );
  };
  const active = (
    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-green-800">
      <Trans>Active</Trans>
    </span>
  );
  const totalPurchase = t`Total purchase`;
  const totalExpenditure = t`Total expenditure`;
  const earnedCommission = t`Earned commission`;
  const columns: Column<AgentUserEntry>[] = [
    {
      header: t`Name`,
      cell: (entry) => (
        <Link to={detailsPath(entry.user._id)} className={textLinkClass}>
          {name(entry)}
        </Link>
      ),
    },
    { header: t`Phone or Email`, cell: (entry) => contactOf(entry.user), className: 'break-all' },
    { header: totalPurchase, cell: (entry) => formatCount(entry.orders, language) },
    view === 'admin'
      ? { header: totalExpenditure, cell: (entry) => formatRupees(entry.totalAmount, language) }
      : { header: t`Status`, cell: () => active },
    {
      header: earnedCommission,
      cell: (entry) => rupees2(entry.totalCommission, language),
      className: 'font-semibold whitespace-nowrap',
    },
    ...(orderPath ? [{ header: t`Order`, cell: orderLink }] : []),
  ];
  return (
    <>
      <WideTable
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.user._id}
        first={first}
      />

      <ol className="flex flex-col gap-3 md:hidden">
        {entries.map((entry, index) => (
          <li key={entry.user._id} className={`${cardClass} p-4`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold text-ink-700">#{first + index}</p>
                <Link to={detailsPath(entry.user._id)} className={`${textLinkClass} text-base`}>
                  {name(entry)}
                </Link>
                <p className="text-sm break-all text-ink-700">{contactOf(entry.user)}</p>
              </div>
              {view === 'agent' && <span className="shrink-0">{active}</span>}
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-ink-700">{totalPurchase}</dt>
                <dd className="font-semibold text-ink-900">
                  {formatCount(entry.orders, language)}
                </dd>
              </div>
              {view === 'admin' && (
                <div>
                  <dt className="text-ink-700">{totalExpenditure}</dt>
                  <dd className="font-semibold text-ink-900">
                    {formatRupees(entry.totalAmount, language)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-ink-700">{earnedCommission}</dt>
                <dd className="font-semibold text-ink-900">
                  {rupees2(entry.totalCommission, language)}
                </dd>
              </div>
            </dl>
            {orderPath && <p className="mt-3 text-sm">{orderLink(entry)}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
