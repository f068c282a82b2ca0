import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { MESSAGES, translate } from '@haat/contracts';
import { AddUserDialog } from '../../../components/AddUserDialog';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass, pageClass, textLinkClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { useCurrentUser } from '../../../lib/session';
import { outcomeOf } from '../../../lib/api-query';
import { AGENT_USERS_PAGE_SIZE, agentsMutations, agentsQueries } from '../api/agents-api';
import { AgentBusiness } from '../components/AgentBusiness';
import { LedgerFigures } from '../components/LedgerFigures';
import { AgentUsersTable } from '../components/AgentUsersTable';
import { DashboardHeading } from '../components/DashboardHeading';
import { rupees2 } from '../format';
import { useCatalogue } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { agentsCatalogue } from '../catalogue';

const tabClass =
  'flex-1 rounded-full px-4 py-2.5 text-center text-sm font-semibold text-ink-700 hover:text-ink-900 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm sm:flex-none sm:px-6';

/**
 * The agent dashboard (docs/product.md, "Agent dashboard"): 'Total Earnings' with two decimals,
 * Back and Home, and the tabs 'Add users' (/agent-add-users) and 'My users' (/agent-users).
 */
export function AgentDashboardPage() {
  useCatalogue(agentsCatalogue);
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const user = useCurrentUser()!;
  const { pathname } = useLocation();
  const myUsers = pathname === '/agent-users';
  const details = useQuery(agentsQueries.details(user._id));
  const ledger = useQuery(agentsQueries.ledger({ agentId: user._id, page: 1 }));

  return (
    <div className={`${pageClass} py-8`}>
      <title>{myUsers ? t`My users · Haat` : t`Add users · Haat`}</title>
      <DashboardHeading title={t`Agent Dashboard`} />

      <section aria-labelledby="earnings" className={`${cardClass} mt-6 p-5 sm:p-6`}>
        <h2 id="earnings" className="text-sm font-semibold text-ink-700">
          <Trans>Total Earnings</Trans>
        </h2>
        {details.data ? (
          <>
            <p className="mt-1 text-3xl font-bold text-brand-800">
              {rupees2(details.data.totalCommission, language)}
            </p>
            <p className="mt-1 text-sm text-ink-700">
              <EarningsFrom
                orders={details.data.orderCount}
                customers={details.data.customerCount}
              />
            </p>
          </>
        ) : details.isError ? (
          <p role="alert" className="mt-1 text-red-700">
            {failureMessage(details.error, t`We could not load your earnings.`, i18n)}
          </p>
        ) : (
          <Skeleton className="mt-2 h-9 w-40" />
        )}
        {/* Issue 15: where the money is: Total Earnings = pending + earned. */}
        {ledger.data && (
          <div className="mt-4">
            <LedgerFigures totals={ledger.data.totals} whose="own" />
          </div>
        )}
      </section>

      {/* docs/product.md, "Agents": the agent's own business over a period. */}
      <AgentBusiness />

      <nav
        aria-label={t`Dashboard`}
        className="mt-6 flex gap-1 rounded-full bg-ink-100 p-1 sm:inline-flex"
      >
        <NavLink to="/agent-add-users" end className={tabClass}>
          <Trans>Add users</Trans>
        </NavLink>
        <NavLink to="/agent-users" end className={tabClass}>
          <Trans>My users</Trans>
        </NavLink>
      </nav>

      <div className="mt-6">
        {myUsers ? <MyUsers agentId={user._id} /> : <AddUsers agentId={user._id} />}
      </div>
    </div>
  );
}

/** 'from 3 orders of 2 customers', under the earnings. */
function EarningsFrom({ orders, customers }: { orders: number; customers: number }) {
  const { t } = useLingui();
  return t`from ${plural(orders, { one: '# order', other: '# orders' })} of ${plural(customers, {
    one: '# customer',
    other: '# customers',
  })}`;
}

function AddUsers({ agentId }: { agentId: string }) {
  const { t, i18n } = useLingui();
  const { mutateAsync: addUser } = useMutation(agentsMutations.addUser());
  return (
    <section aria-labelledby="add-users" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="add-users" className="text-lg font-bold text-ink-900">
        <Trans>Add users</Trans>
      </h2>
      <p className="mt-1 max-w-prose text-ink-700">
        <Trans>
          Add a customer with their phone number or email and a password. They can sign in at once,
          and you earn commission on every order they place.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <AddUserDialog
          title={t`Add User`}
          description={t`Your customer signs in at once with this phone number or email and password.`}
          contactLabel={t`Phone number or email`}
          addedMessage={translate(i18n, MESSAGES.userAdded)}
          onAdd={(formData, addAnyway) =>
            outcomeOf(addUser({ formData, agentId, ...(addAnyway ? { addAnyway } : {}) }))
          }
        />
        <Link to="/agent-users" className={textLinkClass}>
          <Trans>See my users</Trans>
        </Link>
      </div>
    </section>
  );
}

function MyUsers({ agentId }: { agentId: string }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isError, refetch, isFetching } = useQuery(
    agentsQueries.users({ agentId, page }),
  );

  let content;
  if (!data && isError) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load your users.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">
          <Trans>Loading your users…</Trans>
        </span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  } else {
    content = (
      <div aria-busy={isFetching}>
        <AgentUsersTable
          entries={data.result}
          first={(page - 1) * AGENT_USERS_PAGE_SIZE + 1}
          view="agent"
          detailsPath={(userId) => `/agent-user-details?userId=${encodeURIComponent(userId)}`}
          orderPath={(userId) => `/agent-place-order?userId=${encodeURIComponent(userId)}`}
        />
        <Pager
          page={page}
          hasMore={data.hasMore}
          label={t`Pages of your users`}
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="my-users">
      <h2 id="my-users" className="mb-3 text-lg font-bold text-ink-900">
        <Trans>My users</Trans>
      </h2>
      {content}
    </section>
  );
}
