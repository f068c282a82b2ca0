import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { agentsQueries } from '../api/agents-api';
import { contactOf, rupees2 } from '../format';
import { UserOrdersList } from './UserOrdersList';

/** A user's orders with commission, shipped state, items and total, as the admin sees them. */
export function UserOrdersSection({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isError, refetch } = useQuery(agentsQueries.userOrders({ userId, page }));

  if (!data && isError) {
    return (
      <LoadError
        message={failureMessage(error, 'We could not load these orders.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <title>Orders · Haat</title>
        <span className="sr-only">Loading the orders…</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <title>{`${data.user.firstName} ${data.user.lastName} · Orders · Haat`}</title>
      <section
        aria-labelledby="added-user"
        className={`${cardClass} flex flex-wrap justify-between gap-4 p-5 sm:p-6`}
      >
        <div>
          <h2 id="added-user" className="text-xl font-bold text-ink-900">
            {data.user.firstName} {data.user.lastName}
          </h2>
          <p className="text-sm break-all text-ink-700">{contactOf(data.user)}</p>
        </div>
        <dl className="flex gap-6">
          <div>
            <dt className="text-sm text-ink-700">Total commission</dt>
            <dd className="text-2xl font-bold text-brand-800">{rupees2(data.totalCommission)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-700">Orders</dt>
            <dd className="text-2xl font-bold text-ink-900">{data.orderCount}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="added-user-orders">
        <h3 id="added-user-orders" className="mb-3 text-lg font-bold text-ink-900">
          Orders
        </h3>
        {data.result.length === 0 ? (
          <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
            {MESSAGES.userNoPurchases}
          </p>
        ) : (
          <UserOrdersList orders={data.result} view="admin" />
        )}
        <Pager
          page={page}
          hasMore={data.hasMore}
          label="Pages of orders"
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            if (next > 1) nextParams.set('page', String(next));
            else nextParams.delete('page');
            setParams(nextParams);
          }}
        />
      </section>
    </div>
  );
}
