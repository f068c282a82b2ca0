import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { callRequest } from '@haat/contracts';
import { cardClass, secondaryButtonClass, textLinkClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { AGENTS_PAGE_SIZE, agentsQueries } from '../api/agents-api';
import { WideTable } from '../components/WideTable';
import { useCatalogue } from '../../../i18n/catalogue';
import { agentsCatalogue } from '../catalogue';

const ledgerCsv = callRequest('exports.ledger.csv', { query: {} }).url;

const detailsPath = (id: string) => `/admin-user-details?id=${encodeURIComponent(id)}`;

/**
 * /admin-my-agents (docs/product.md, "Admin: agents"): agents only, with name, email or phone and
 * 'View details'.
 */
export function AdminMyAgentsPage() {
  useCatalogue(agentsCatalogue);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isError, refetch } = useQuery(agentsQueries.agents({ page }));

  let content;
  if (!data && isError) {
    content = (
      <LoadError
        message={failureMessage(error, 'We could not load the agents.')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the agents…</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (data.result.length === 0) {
    content = (
      <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
        No agents yet. Add one from Users.
      </p>
    );
  } else {
    const first = (page - 1) * AGENTS_PAGE_SIZE + 1;
    content = (
      <>
        <WideTable
          rows={data.result}
          rowKey={(agent) => agent._id}
          first={first}
          columns={[
            {
              header: 'Name',
              cell: (agent) => `${agent.firstName} ${agent.lastName}`,
              className: 'font-semibold text-ink-900',
            },
            {
              header: 'Email or Phone',
              cell: (agent) => agent.email ?? agent.phone,
              className: 'break-all',
            },
            {
              header: <span className="sr-only">Details</span>,
              cell: (agent) => (
                <Link
                  to={detailsPath(agent._id)}
                  aria-label={`View details of ${agent.firstName} ${agent.lastName}`}
                  className={textLinkClass}
                >
                  View details
                </Link>
              ),
              className: 'text-right',
            },
          ]}
        />
        <ol className="flex flex-col gap-3 md:hidden">
          {data.result.map((agent, index) => (
            <li
              key={agent._id}
              className={`${cardClass} flex items-center justify-between gap-3 p-4`}
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold text-ink-700">#{first + index}</p>
                <p className="font-semibold text-ink-900">
                  {agent.firstName} {agent.lastName}
                </p>
                <p className="text-sm break-all text-ink-700">{agent.email ?? agent.phone}</p>
              </div>
              <Link
                to={detailsPath(agent._id)}
                aria-label={`View details of ${agent.firstName} ${agent.lastName}`}
                className={`${textLinkClass} shrink-0`}
              >
                View details
              </Link>
            </li>
          ))}
        </ol>
        <Pager
          page={page}
          hasMore={data.hasMore}
          label="Pages of agents"
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="my-agents">
      <title>My Agents · Haat</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-agents" className="text-xl font-bold text-ink-900">
          My Agents
        </h2>
        {/* Issue 23, "Exports": every agent's ledger; one agent's statement is on their page. */}
        <a href={ledgerCsv} download="haat-ledger.csv" className={secondaryButtonClass}>
          Export commission ledger CSV
        </a>
      </div>
      {content}
    </section>
  );
}
