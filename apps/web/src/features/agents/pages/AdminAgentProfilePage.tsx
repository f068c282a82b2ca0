import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { AGENT_USERS_PAGE_SIZE, agentsQueries } from '../api/agents-api';
import { LedgerFigures } from '../components/LedgerFigures';
import { LedgerList } from '../components/LedgerList';
import { PayoutDialog } from '../components/PayoutDialog';
import { StatementExport } from '../components/StatementExport';
import { AgentUsersTable } from '../components/AgentUsersTable';
import { contactOf, rupees2 } from '../format';
import { UserOrdersSection } from '../components/AdminUserOrders';
import { useCatalogue } from '../../../i18n/catalogue';
import { agentsCatalogue } from '../catalogue';

/**
 * /admin-user-details?id=… (docs/product.md, "Admin: agents", the agent profile): name, contact,
 * total commission and the agent's customers with total purchase, expenditure and earned
 * commission. The Users screen links every user here, so a customer's page shows their orders
 * instead.
 */
export function AdminAgentProfilePage() {
  useCatalogue(agentsCatalogue);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const page = pageFrom(params);
  const details = useQuery({ ...agentsQueries.details(id ?? ''), enabled: id !== null });
  const isAgentLike =
    details.data && (details.data.role === 'Agent' || details.data.customerCount > 0);
  const agentId = id && isAgentLike ? id : null;
  const users = useQuery({
    ...agentsQueries.users({ agentId: agentId ?? '', page }),
    enabled: agentId !== null,
  });
  const ledgerPage = Math.max(1, Number(params.get('ledgerPage')) || 1);
  const ledger = useQuery({
    ...agentsQueries.ledger({ agentId: agentId ?? '', page: ledgerPage }),
    enabled: agentId !== null,
  });

  if (!id)
    return <p className="text-ink-800">No user was chosen. Open one from Users or Agents.</p>;
  if (details.isError) {
    return (
      <LoadError
        message={failureMessage(details.error, 'We could not load this user.')}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!details.data) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const agent = details.data;
  if (!isAgentLike) return <UserOrdersSection userId={id} />;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${agent.firstName} ${agent.lastName} · Agent · Haat`}</title>
      <section aria-labelledby="agent-profile" className={`${cardClass} p-5 sm:p-6`}>
        <h2 id="agent-profile" className="text-xl font-bold text-ink-900">
          {agent.firstName} {agent.lastName}
        </h2>
        <p className="text-sm text-ink-700">
          {agent.role === 'Agent' ? 'Agent' : `${agent.role} (formerly an agent)`} ·{' '}
          <span className="break-all">{contactOf(agent)}</span>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-700">Total commission</dt>
            <dd className="text-2xl font-bold text-brand-800">{rupees2(agent.totalCommission)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-700">Customers</dt>
            <dd className="text-2xl font-bold text-ink-900">{agent.customerCount}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-700">Orders</dt>
            <dd className="text-2xl font-bold text-ink-900">{agent.orderCount}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="agent-ledger" className={`${cardClass} p-5 sm:p-6`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="agent-ledger" className="text-lg font-bold text-ink-900">
            Commission ledger
          </h3>
          {ledger.data && <PayoutDialog agentId={id} balance={ledger.data.totals.balance} />}
        </div>
        {ledger.data ? (
          <div className="mt-4 flex flex-col gap-4">
            <LedgerFigures totals={ledger.data.totals} whose="agent" />
            <StatementExport agentId={id} />
            <LedgerList ledger={ledger.data} />
            <Pager
              page={ledgerPage}
              hasMore={ledger.data.hasMore}
              label="Pages of ledger"
              onPage={(next) =>
                setParams({ id, ...(next > 1 ? { ledgerPage: String(next) } : {}) })
              }
            />
          </div>
        ) : ledger.isError ? (
          <LoadError
            message={failureMessage(ledger.error, 'We could not load the ledger.')}
            onRetry={() => void ledger.refetch()}
          />
        ) : (
          <Skeleton className="mt-4 h-24 w-full" />
        )}
      </section>

      <section aria-labelledby="agent-users">
        <h3 id="agent-users" className="mb-3 text-lg font-bold text-ink-900">
          Users
        </h3>
        {users.data ? (
          <>
            <AgentUsersTable
              entries={users.data.result}
              first={(page - 1) * AGENT_USERS_PAGE_SIZE + 1}
              view="admin"
              detailsPath={(userId) => `/admin-added-user?userId=${encodeURIComponent(userId)}`}
            />
            <Pager
              page={page}
              hasMore={users.data.hasMore}
              label="Pages of users"
              onPage={(next) => setParams({ id, ...(next > 1 ? { page: String(next) } : {}) })}
            />
          </>
        ) : users.isError ? (
          <LoadError
            message={failureMessage(users.error, 'We could not load the users.')}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </section>
    </div>
  );
}
