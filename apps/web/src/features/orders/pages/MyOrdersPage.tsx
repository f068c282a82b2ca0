import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CustomerOrder } from '@haat/contracts';
import { Skeleton } from '../../../components/Skeleton';
import { failureMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { ordersQueries } from '../api/orders-api';
import { OrderCard } from '../components/OrderCard';
import { useCatalogue } from '../../../i18n/catalogue';
import { ordersCatalogue } from '../catalogue';

const pageClass = 'mx-auto w-full max-w-4xl px-4 sm:px-6';
const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100 disabled:cursor-wait disabled:opacity-75';

/** Pages are fetched by offset, so an order placed meanwhile can show up twice; once is enough. */
function uniqueOrders(pages: readonly { result: CustomerOrder[] }[]): CustomerOrder[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.result)
    .filter((order) => (seen.has(order._id) ? false : (seen.add(order._id), true)));
}

function OrdersSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">
        <Trans>Loading your orders…</Trans>
      </span>
      {[0, 1].map((card) => (
        <div key={card} className="rounded-2xl bg-white p-5 ring-1 ring-ink-200/70">
          <Skeleton className="h-5 w-2/3" />
          <div className="mt-5 flex items-center gap-4">
            <Skeleton className="size-16 shrink-0 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /my-orders (docs/product.md, "My Orders"): the customer's orders, newest first, more on request.
 */
export function MyOrdersPage() {
  useCatalogue(ordersCatalogue);
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const { data, error, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery({ ...ordersQueries.mine(user?._id ?? ''), enabled: user !== null });

  let content;
  if (!data && isError) {
    content = (
      <div role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">
          {failureMessage(error, t`We could not load your orders.`, i18n)}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={`mt-4 bg-white ${buttonClass}`}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  } else if (!data) {
    content = <OrdersSkeleton />;
  } else {
    const orders = uniqueOrders(data.pages);
    content =
      orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink-200/70">
          <p className="text-lg font-semibold text-ink-900">{sharedMessage(i18n, 'noOrders')}</p>
          <p className="mt-1 text-ink-700">
            <Trans>Orders you place show up here.</Trans>
          </p>
          <Link
            to="/products-details"
            className="mt-6 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Start shopping</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ol aria-label={t`Your orders`} className="flex flex-col gap-5">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onChanged={() => void refetch()} />
              </li>
            ))}
          </ol>
          {hasNextPage && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
                className={buttonClass}
              >
                {isFetchingNextPage ? t`Loading...` : t`Load more orders`}
              </button>
            </div>
          )}
        </>
      );
  }

  return (
    <div className={`${pageClass} py-6 sm:py-10`}>
      <title>{t`My Orders · Haat`}</title>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-ink-900 sm:mb-6 sm:text-3xl">
        <Trans>My Orders</Trans>
      </h1>
      {content}
    </div>
  );
}
