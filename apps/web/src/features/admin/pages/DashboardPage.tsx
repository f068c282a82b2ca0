import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatRupees } from '@haat/contracts';
import type { AdminStats } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { FigureCard } from '../../../components/stats/FigureCard';
import { UPlotChart } from '../../../components/charts/UPlotChart';
import {
  STATUS_COLOURS,
  ordersByStateChart,
  percent,
  salesAndOrdersChart,
  weeklyRateChart,
} from '../../../components/charts/chart-options';
import { PeriodPicker } from '../../../components/stats/PeriodPicker';
import { cardClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { periodLabel, useStatsPeriod } from '../../../lib/use-stats-period';
import { statsQueries } from '../api/stats-api';
import { PageHeading } from '../components/PageHeading';

/**
 * /admin-dashboard (docs/product.md, "Admin: dashboard"): the business over a period of India
 * days, against the period before: figures, charts (each with its table) and the top tables.
 */
export function DashboardPage() {
  const [period, choose] = useStatsPeriod();
  const stats = useQuery(statsQueries.admin(period));
  return (
    <div>
      <PageHeading>Business at a glance</PageHeading>
      <div className={`${cardClass} mb-6 p-4 sm:p-5`}>
        <PeriodPicker period={period} onChoose={choose} />
      </div>
      {stats.data ? (
        <div aria-busy={stats.isPlaceholderData} className="flex flex-col gap-6">
          <Figures stats={stats.data} />
          <Charts stats={stats.data} />
          <Tables stats={stats.data} />
        </div>
      ) : stats.isError ? (
        <LoadError
          message={failureMessage(stats.error, 'The figures could not be loaded.')}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span className="sr-only">Loading the figures…</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}
    </div>
  );
}

/** The change from the period before, in words a screen reader reads as they look. */
function Change({
  now,
  before,
  kind,
}: {
  now: number;
  before: number;
  kind: 'money' | 'count' | 'rate';
}) {
  const shown =
    kind === 'money' ? formatRupees(before) : kind === 'rate' ? percent(before) : String(before);
  let change = 'no change';
  if (kind === 'rate') {
    const points = (now - before) * 100;
    if (Math.abs(points) >= 0.05)
      change = `${points > 0 ? '▲' : '▼'} ${Math.abs(points).toFixed(1)} points`;
  } else if (before === 0) {
    if (now > 0) change = '▲ new';
  } else if (now !== before) {
    const ratio = ((now - before) / before) * 100;
    change = `${ratio > 0 ? '▲' : '▼'} ${Math.abs(ratio).toFixed(1)}%`;
  }
  return (
    <dd className="text-xs text-ink-700">
      {change}, was {shown}
    </dd>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const { previous } = stats;
  return (
    <section aria-labelledby="figures-title">
      <h3 id="figures-title" className="sr-only">
        Figures
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard
          label="Sales"
          value={formatRupees(stats.sales)}
          hint="orders placed, not cancelled"
        >
          <Change now={stats.sales} before={previous.sales} kind="money" />
        </FigureCard>
        <FigureCard label="Orders" value={String(stats.orders)} hint="placed, not cancelled">
          <Change now={stats.orders} before={previous.orders} kind="count" />
        </FigureCard>
        <FigureCard label="Average order value" value={formatRupees(stats.averageOrderValue)}>
          <Change now={stats.averageOrderValue} before={previous.averageOrderValue} kind="money" />
        </FigureCard>
        <FigureCard
          label="RTO rate"
          value={percent(stats.rtoRate)}
          hint="returned of delivered + returned"
        >
          <Change now={stats.rtoRate} before={previous.rtoRate} kind="rate" />
        </FigureCard>
        <FigureCard
          label="Delivered"
          value={formatRupees(stats.delivered)}
          hint="cash collected in the period"
        />
        <FigureCard
          label="Cash to collect"
          value={formatRupees(stats.cashToCollect)}
          hint="shipped, with couriers now"
        />
        <FigureCard
          label="Commission accrued"
          value={formatRupees(stats.commissionAccrued)}
          hint="on the period's orders"
        />
        <FigureCard
          label="Unpaid balance"
          value={formatRupees(stats.unpaidBalance)}
          hint="earned by agents, not yet paid"
        />
      </dl>
    </section>
  );
}

const shortDay = (day: string) => periodLabel(day, day);

function Charts({ stats }: { stats: AdminStats }) {
  const sales = useMemo(() => salesAndOrdersChart(stats.daily), [stats.daily]);
  const states = useMemo(() => ordersByStateChart(stats.daily), [stats.daily]);
  const rto = useMemo(() => weeklyRateChart(stats.weekly), [stats.weekly]);
  const nothingPlaced = stats.daily.every((day) =>
    ORDER_STATUSES.every((s) => day.byStatus[s] === 0),
  );
  const nothingMoved = stats.weekly.every((week) => week.delivered + week.returned === 0);
  return (
    <section aria-labelledby="charts-title" className="grid min-w-0 gap-4 xl:grid-cols-2">
      <h3 id="charts-title" className="sr-only">
        Charts
      </h3>
      <ChartFigure
        id="sales-chart"
        title="Sales and orders per day"
        table={{
          caption: 'Sales and orders per day',
          headers: ['Day', 'Sales', 'Orders'],
          rows: stats.daily.map((day) => [
            shortDay(day.date),
            formatRupees(day.sales),
            String(day.orders),
          ]),
        }}
      >
        <UPlotChart options={sales.options} data={sales.data} />
      </ChartFigure>
      <ChartFigure
        id="states-chart"
        title="Orders by state, per day placed"
        empty={nothingPlaced ? 'No orders were placed in this period.' : undefined}
        table={{
          caption: 'Orders placed per day, by present state',
          headers: ['Day', ...ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])],
          rows: stats.daily.map((day) => [
            shortDay(day.date),
            ...ORDER_STATUSES.map((status) => String(day.byStatus[status])),
          ]),
        }}
      >
        <UPlotChart options={states.options} data={states.data} />
        <StateTotals stats={stats} />
      </ChartFigure>
      <ChartFigure
        id="rto-chart"
        title="RTO rate per week"
        empty={nothingMoved ? 'Nothing was delivered or returned in this period.' : undefined}
        table={{
          caption: 'RTO rate per week (weeks start on Monday)',
          headers: ['Week of', 'Delivered', 'Returned', 'RTO rate'],
          rows: stats.weekly.map((week) => [
            shortDay(week.weekStart),
            String(week.delivered),
            String(week.returned),
            percent(week.rtoRate),
          ]),
        }}
      >
        <UPlotChart options={rto.options} data={rto.data} />
      </ChartFigure>
    </section>
  );
}

/** The period's orders by present state, the stack's key. */
function StateTotals({ stats }: { stats: AdminStats }) {
  return (
    <ul
      aria-label="Orders by state"
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-800"
    >
      {ORDER_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ background: STATUS_COLOURS[status] }}
          />
          {ORDER_STATUS_LABELS[status]}{' '}
          <span className="font-semibold tabular-nums">{stats.byStatus[status]}</span>
        </li>
      ))}
    </ul>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-700 uppercase';
const td = 'px-3 py-2 text-sm text-ink-800';
const num = `${td} text-right tabular-nums`;

function DataTable({
  title,
  headers,
  rows,
  empty,
}: {
  title: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  return (
    <section className={`${cardClass} min-w-0 p-4`}>
      <h3 className="mb-2 text-base font-bold text-ink-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-ink-200">
              <tr>
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={index === 0 ? th : `${th} text-right`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={index === 0 ? `${td} break-words` : num}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Tables({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <DataTable
        title="Top products"
        headers={['Product', 'Units', 'Sales']}
        empty="No product sold in this period."
        rows={stats.topProducts.map((product) => [
          product.name,
          product.units,
          formatRupees(product.sales),
        ])}
      />
      <DataTable
        title="Top agents"
        headers={['Agent', 'Orders', 'Sales', 'RTO rate']}
        empty="No agent's customer ordered in this period."
        rows={stats.topAgents.map((agent) => [
          agent.name,
          agent.orders,
          formatRupees(agent.sales),
          percent(agent.rtoRate),
        ])}
      />
      <DataTable
        title="Top pincodes by orders"
        headers={['Pincode', 'Orders', 'Sales']}
        empty="No orders in this period."
        rows={stats.topPincodes.byOrders.map((row) => [
          row.pincode,
          row.orders,
          formatRupees(row.sales),
        ])}
      />
      <DataTable
        title="Pincodes by RTO rate"
        headers={['Pincode', 'Delivered', 'Returned', 'RTO rate']}
        empty="No order was returned in this period."
        rows={stats.topPincodes.byRtoRate.map((row) => [
          row.pincode,
          row.delivered,
          row.returned,
          percent(row.rtoRate),
        ])}
      />
      <DataTable
        title="Low in stock"
        headers={['Product', 'SKU', 'Left']}
        empty="No product is running low."
        rows={stats.lowStock.map((product) => [
          <Link
            key={product.productId}
            to={`/admin-edit-products/${encodeURIComponent(product.productId)}`}
            className="font-semibold text-brand-800 underline"
          >
            {product.name}
          </Link>,
          product.sku,
          product.size ? `${product.lowest} of ${product.size}` : product.lowest,
        ])}
      />
    </div>
  );
}
