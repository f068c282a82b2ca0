import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, translate } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass, pageClass, primaryButtonClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { pageFrom } from '../../../lib/page-param';
import { agentsQueries } from '../api/agents-api';
import { DashboardHeading } from '../components/DashboardHeading';
import { UserOrdersList } from '../components/UserOrdersList';
import { contactOf, rupees2 } from '../format';
import { useCatalogue } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { agentsCatalogue } from '../catalogue';

/**
 * /agent-user-details?userId=… (docs/product.md, "Agent dashboard"): 'User Orders' of one of the
 * agent's customers, with date, rounded commission and items. The id is in the URL, so a reload
 * works.
 */
export function AgentUserDetailsPage() {
  useCatalogue(agentsCatalogue);
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId');
  const page = pageFrom(params);
  const { data, error, isError, refetch } = useQuery({
    ...agentsQueries.userOrders({ userId: userId ?? '', page }),
    enabled: userId !== null,
  });

  let content;
  if (!userId) {
    content = (
      <p className="text-ink-800">
        <Trans>No user was chosen. Open one from My users.</Trans>
      </p>
    );
  } else if (!data && isError) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load these orders.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">
          <Trans>Loading the orders…</Trans>
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else {
    const orders = data.orderCount;
    content = (
      <>
        <div className={`${cardClass} mb-5 flex flex-wrap justify-between gap-3 p-4 sm:p-5`}>
          <div>
            <p className="text-lg font-bold text-ink-900">
              {data.user.firstName} {data.user.lastName}
            </p>
            <p className="text-sm break-all text-ink-700">{contactOf(data.user)}</p>
            <Link
              to={`/agent-place-order?userId=${encodeURIComponent(userId)}`}
              className={`${primaryButtonClass} mt-3`}
            >
              <Trans>Place an order</Trans>
            </Link>
          </div>
          <div className="text-right">
            <p className="text-sm text-ink-700">
              {t`Earned from ${plural(orders, { one: '# order', other: '# orders' })}`}
            </p>
            <p className="text-xl font-bold text-brand-800">
              {rupees2(data.totalCommission, language)}
            </p>
          </div>
        </div>
        {data.result.length === 0 ? (
          <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
            {translate(i18n, MESSAGES.userNoPurchases)}
          </p>
        ) : (
          <UserOrdersList orders={data.result} view="agent" />
        )}
        <Pager
          page={page}
          hasMore={data.hasMore}
          label={t`Pages of orders`}
          onPage={(next) => setParams({ userId, ...(next > 1 ? { page: String(next) } : {}) })}
        />
      </>
    );
  }

  return (
    <div className={`${pageClass} max-w-4xl py-8`}>
      <title>{t`User Orders · Haat`}</title>
      <DashboardHeading title={t`User Orders`} />
      <div className="mt-6">{content}</div>
    </div>
  );
}
