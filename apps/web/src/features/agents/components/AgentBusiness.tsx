import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, formatCount } from '@haat/contracts';
import type { AgentStats } from '@haat/contracts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { OrderStatusText } from '../../../components/OrderStatusBadge';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { FigureCard } from '../../../components/stats/FigureCard';
import { UPlotChart } from '../../../components/charts/UPlotChart';
import {
  STATUS_COLOURS,
  percent,
  weeklyRupeesChart,
} from '../../../components/charts/chart-options';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { PeriodPicker } from '../../../components/stats/PeriodPicker';
import { cardClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { periodLabel, useStatsPeriod } from '../../../lib/use-stats-period';
import { agentsQueries } from '../api/agents-api';
import { rupees2 } from '../format';

/**
 * The agent's own business over a period (docs/product.md, "Agents"): the orders placed with
 * them as their customers' agent, the commission on them week by week, their states and the
 * RTO rate. Loaded with the dashboard's chart chunk only on the agent's dashboard.
 */
export function AgentBusiness() {
  const { t, i18n } = useLingui();
  const [period, choose] = useStatsPeriod();
  const stats = useQuery(agentsQueries.stats(period));
  return (
    <section aria-labelledby="my-business" className={`${cardClass} mt-6 p-5 sm:p-6`}>
      <h2 id="my-business" className="mb-4 text-lg font-bold text-ink-900">
        <Trans>My business</Trans>
      </h2>
      <PeriodPicker period={period} onChoose={choose} compared={false} />
      <div className="mt-5">
        {stats.data ? (
          <Business stats={stats.data} />
        ) : stats.isError ? (
          <LoadError
            message={failureMessage(stats.error, t`We could not load your figures.`, i18n)}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <Skeleton className="h-64 w-full rounded-2xl" />
        )}
      </div>
    </section>
  );
}

const FIGURES: {
  key: 'orders' | 'sales' | 'commission' | 'rtoRate';
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { key: 'orders', label: msg`Orders`, hint: msg`placed, not cancelled` },
  { key: 'sales', label: msg`Sales`, hint: msg`your customers' orders` },
  { key: 'commission', label: msg`Commission`, hint: msg`pending + earned` },
  { key: 'rtoRate', label: msg`RTO rate`, hint: msg`returned of delivered + returned` },
];

function Business({ stats }: { stats: AgentStats }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const earnings = t`Earnings`;
  const weekOf = t`Week of`;
  const chart = useMemo(
    () =>
      weeklyRupeesChart(
        stats.weekly.map((week) => ({ weekStart: week.weekStart, rupees: week.commission })),
        { label: earnings, weekLabel: weekOf, language },
      ),
    [stats.weekly, earnings, weekOf, language],
  );
  const values = {
    orders: formatCount(stats.orders, language),
    sales: rupees2(stats.sales, language),
    commission: rupees2(stats.commission, language),
    rtoRate: percent(stats.rtoRate),
  };
  const figures = FIGURES.map((figure) => ({
    label: i18n._(figure.label),
    value: values[figure.key],
    hint: i18n._(figure.hint),
  }));
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <FigureCard key={figure.label} look="inset" {...figure} />
        ))}
      </dl>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr]">
        <ChartFigure
          id="earnings-chart"
          title={t`Earnings per week`}
          table={{
            caption: t`Earnings per week (weeks start on Monday)`,
            headers: [weekOf, earnings, t`Orders`],
            rows: stats.weekly.map((week) => [
              periodLabel(week.weekStart, week.weekStart, language),
              rupees2(week.commission, language),
              formatCount(week.orders, language),
            ]),
          }}
        >
          <UPlotChart options={chart.options} data={chart.data} height={220} />
        </ChartFigure>
        <section aria-labelledby="agent-states" className={`${cardClass} p-4 sm:p-5`}>
          <h3 id="agent-states" className="mb-3 text-base font-bold text-ink-900">
            <Trans>Your customers&apos; orders by state</Trans>
          </h3>
          <ul className="flex flex-col gap-2">
            {ORDER_STATUSES.map((status) => (
              <li key={status} className="flex items-center gap-2 text-sm text-ink-800">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ background: STATUS_COLOURS[status] }}
                />
                <span className="flex-1">
                  <OrderStatusText status={status} />
                </span>
                <span className="font-semibold tabular-nums">{stats.byStatus[status]}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
