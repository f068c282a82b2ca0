import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BULK_MOVE_LIMIT,
  MESSAGES,
  callRequest,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type AdminOrder,
  type OrderStatus,
} from '@haat/contracts';
import { Pager } from '../../../components/Pager';
import { Skeleton } from '../../../components/Skeleton';
import {
  cardClass,
  inputClass,
  secondaryButtonClass,
  textLinkClass,
} from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { formatRupees } from '../../../lib/money';
import { formatOrderDate } from '../../../lib/format-order-date';
import { pageFrom } from '../../../lib/page-param';
import { ADMIN_ROWS, adminQueries, type OrderFilterArgs } from '../api/admin-api';
import { BulkOrderBar } from '../components/BulkOrderBar';
import { PageHeading } from '../components/PageHeading';
import { OrderStateBadge } from '../components/OrderStateBadge';

const LOAD_FAILED = 'We could not load the orders.';

/** docs/product.md, "Admin: orders": the first item's name, 'and more...' when there are others. */
function itemsText(order: AdminOrder) {
  const first = order.items[0]?.productName ?? '';
  return order.items.length > 1 ? `${first} and more...` : first;
}

function addressText(order: AdminOrder) {
  const address = order.shippingAddress;
  return `${address.firstName} ${address.lastName}, ${address.houseNo}`;
}

function viewPath(order: AdminOrder) {
  return `/admin-view-order?id=${encodeURIComponent(order._id)}`;
}

/** 'Cash to collect' and 'Returned this month' above the orders table (issue 15). */
function OrderFiguresBar() {
  const { data } = useQuery(adminQueries.orderFigures());
  const figureClass = `${cardClass} flex-1 px-4 py-3`;
  return (
    <dl className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className={figureClass}>
        <dt className="text-sm text-ink-700">Cash to collect</dt>
        <dd className="text-xl font-bold text-ink-900 tabular-nums">
          {data ? formatRupees(data.cashToCollect) : '…'}
          {data && (
            <span className="ml-2 text-sm font-normal text-ink-700">
              {`${data.shippedOrders} shipped, not yet delivered`}
            </span>
          )}
        </dd>
      </div>
      <div className={figureClass}>
        <dt className="text-sm text-ink-700">Returned this month</dt>
        <dd className="text-xl font-bold text-ink-900 tabular-nums">
          {data ? data.returnedThisMonth : '…'}
        </dd>
      </div>
    </dl>
  );
}

function readStatus(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** The filters in the address (docs/product.md, "Admin: orders"). */
function readFilters(params: URLSearchParams): OrderFilterArgs {
  const filters: OrderFilterArgs = {};
  const status = readStatus(params.get('status'));
  if (status) filters.status = status;
  for (const key of ['from', 'to', 'agentId', 'pincode', 'q'] as const) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * The agent filter: the agents by name (the users list, agents only), keeping `agentId` in the
 * address. An id the list does not hold (an agent made a customer since) stays chosen as itself.
 */
function AgentFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (agentId: string | undefined) => void;
}) {
  const { data, isPending, isError } = useQuery(adminQueries.agentChoices());
  const agents = [...(data?.result ?? [])].sort((a, b) =>
    `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
  );
  const known = !value || agents.some((agent) => agent._id === value);
  return (
    <div>
      <label htmlFor="order-agentId" className="block text-sm font-semibold text-ink-800">
        Agent
      </label>
      <select
        id="order-agentId"
        value={value ?? ''}
        aria-busy={isPending || undefined}
        aria-describedby={isError ? 'order-agentId-error' : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={inputClass}
      >
        <option value="">All agents</option>
        {agents.map((agent) => (
          <option key={agent._id} value={agent._id}>
            {`${agent.firstName} ${agent.lastName}`.trim()}
            {agent.phone ? ` · ${agent.phone}` : ''}
          </option>
        ))}
        {!known && (
          <option value={value}>{isPending ? 'Loading agents…' : `Agent ${value}`}</option>
        )}
      </select>
      {isError && (
        <p id="order-agentId-error" className="mt-1 text-sm text-red-700">
          We could not load the agents.
        </p>
      )}
    </div>
  );
}

/** State, India days, pincode, agent and free text, kept in the address. */
function FilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilterArgs;
  onChange: (next: OrderFilterArgs) => void;
}) {
  const field = (key: 'from' | 'to' | 'pincode' | 'q', label: string, type = 'text') => (
    <div>
      <label htmlFor={`order-${key}`} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={`order-${key}`}
        type={type}
        defaultValue={filters[key] ?? ''}
        onBlur={(event) => onChange({ ...filters, [key]: event.target.value.trim() || undefined })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            const value = (event.target as HTMLInputElement).value.trim();
            onChange({ ...filters, [key]: value || undefined });
          }
        }}
        className={inputClass}
      />
    </div>
  );
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div>
        <label htmlFor="order-state" className="block text-sm font-semibold text-ink-800">
          State
        </label>
        <select
          id="order-state"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: readStatus(event.target.value) ?? undefined })
          }
          className={inputClass}
        >
          <option value="">All states</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {field('from', 'From', 'date')}
      {field('to', 'To', 'date')}
      {field('pincode', 'Pincode')}
      <AgentFilter
        value={filters.agentId}
        onChange={(agentId) => onChange({ ...filters, agentId })}
      />
      {field('q', 'Search (number, name, phone)')}
    </div>
  );
}

function OrdersScreen({
  title,
  shipped,
  filters = false,
}: {
  title: string;
  shipped?: boolean;
  /** The state filter and the figures (All Orders). */
  filters?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const page = pageFrom(params);
  const filterArgs = filters ? readFilters(params) : {};
  const { data, error, isError, isFetching } = useQuery(
    adminQueries.orders({
      page,
      ...(shipped === undefined ? {} : { shipped }),
      ...filterArgs,
    }),
  );
  const [chosen, setChosen] = useState(() => new Map<string, string>());
  const [gathering, setGathering] = useState(false);

  function setFilters(next: OrderFilterArgs) {
    const entries = Object.entries(next).filter(([, value]) => value) as [string, string][];
    setParams(Object.fromEntries(entries));
    setChosen(new Map());
  }

  function toggle(order: AdminOrder) {
    const next = new Map(chosen);
    if (next.has(order._id)) next.delete(order._id);
    else next.set(order._id, order.orderNumber);
    setChosen(next);
  }

  /** Every order the filters keep, up to what one bulk move takes. */
  async function chooseAllMatching() {
    setGathering(true);
    const next = new Map<string, string>();
    try {
      for (let at = 1; next.size < BULK_MOVE_LIMIT; at += 1) {
        const answer = await client.fetchQuery(
          adminQueries.orders({ page: at, limit: 100, ...filterArgs }),
        );
        for (const order of answer.result) {
          if (next.size < BULK_MOVE_LIMIT) next.set(order._id, order.orderNumber);
        }
        if (!answer.hasMore) break;
      }
      setChosen(next);
    } finally {
      setGathering(false);
    }
  }

  const exportQuery = Object.fromEntries(
    Object.entries(filterArgs).filter(([, value]) => value),
  ) as OrderFilterArgs;
  const ordersCsv = callRequest('exports.orders.csv', { query: exportQuery }).url;
  const linesCsv = callRequest('exports.orderLines.csv', { query: exportQuery }).url;
  const orders = data?.result ?? [];
  const offset = (page - 1) * ADMIN_ROWS;

  let content;
  if (isError && !data) {
    content = (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-6 font-semibold text-red-800 ring-1 ring-red-200"
      >
        {failureMessage(error, LOAD_FAILED)}
      </p>
    );
  } else if (!data) {
    content = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading orders…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (orders.length === 0) {
    content = (
      <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
        {MESSAGES.noAdminOrders}
      </p>
    );
  } else {
    content = (
      <>
        {/* From 768 px: the table of docs/product.md, "Admin: orders". */}
        <div className={`${cardClass} hidden overflow-hidden md:block`}>
          <table className="w-full text-left">
            <thead className="bg-ink-100 text-sm text-ink-800">
              <tr>
                {filters && (
                  <th scope="col" className="px-4 py-3">
                    <input
                      type="checkbox"
                      aria-label="Select every order on this page"
                      checked={orders.every((order) => chosen.has(order._id))}
                      onChange={(event) => {
                        const next = new Map(chosen);
                        for (const order of orders) {
                          if (event.target.checked) next.set(order._id, order.orderNumber);
                          else next.delete(order._id);
                        }
                        setChosen(next);
                      }}
                      className="size-4"
                    />
                  </th>
                )}
                <th scope="col" className="px-4 py-3">
                  #
                </th>
                <th scope="col" className="px-4 py-3">
                  Items
                </th>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Price
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {orders.map((order, index) => (
                <tr key={order._id}>
                  {filters && (
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={`Select order ${order.orderNumber}`}
                        checked={chosen.has(order._id)}
                        onChange={() => toggle(order)}
                        className="size-4"
                      />
                    </td>
                  )}
                  <td className="px-4 py-3 text-ink-700">{offset + index + 1}</td>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-ink-900">{itemsText(order)}</span>
                    <span className="block text-sm text-ink-700">{addressText(order)}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                    {formatOrderDate(order.createdAt)}
                    <span className="block font-mono text-xs text-ink-600">
                      {order.orderNumber}
                    </span>
                  </td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900">
                    {formatRupees(order.totalAmount)}
                  </td>
                  <td className="px-4 py-3">
                    <OrderStateBadge order={order} label={`order ${offset + index + 1}`} />
                  </td>
                  <td className="px-4 py-3">
                    <Link to={viewPath(order)} className={`${textLinkClass} whitespace-nowrap`}>
                      See More
                      <span className="sr-only">{` about order ${offset + index + 1}`}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* On a phone: one card per order. */}
        <ol aria-label="Orders" className="flex flex-col gap-3 md:hidden">
          {orders.map((order, index) => (
            <li key={order._id} className={`${cardClass} p-4`}>
              <div className="flex items-start justify-between gap-3">
                {filters && (
                  <input
                    type="checkbox"
                    aria-label={`Select order ${order.orderNumber}`}
                    checked={chosen.has(order._id)}
                    onChange={() => toggle(order)}
                    className="mt-1 size-5 shrink-0"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-ink-700">
                    #{offset + index + 1} · {formatOrderDate(order.createdAt)} ·{' '}
                    <span className="font-mono">{order.orderNumber}</span>
                  </p>
                  <p className="mt-1 font-semibold break-words text-ink-900">{itemsText(order)}</p>
                  <p className="text-sm break-words text-ink-700">{addressText(order)}</p>
                </div>
                <p className="shrink-0 font-bold text-ink-900">{formatRupees(order.totalAmount)}</p>
              </div>
              <div className="mt-3 flex items-center justify-between gap-3">
                <OrderStateBadge order={order} label={`order ${offset + index + 1}`} />
                <Link to={viewPath(order)} className={textLinkClass}>
                  See More<span className="sr-only">{` about order ${offset + index + 1}`}</span>
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <div aria-busy={isFetching}>
      <PageHeading>{title}</PageHeading>
      {filters && (
        <>
          <OrderFiguresBar />
          <FilterBar key={params.toString()} filters={filterArgs} onChange={setFilters} />
          <div className="mb-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={gathering}
              onClick={() => void chooseAllMatching()}
              className={secondaryButtonClass}
            >
              {gathering ? 'Selecting...' : `Select all matching (up to ${BULK_MOVE_LIMIT})`}
            </button>
            <a href={ordersCsv} download="haat-orders.csv" className={secondaryButtonClass}>
              Export orders CSV
            </a>
            <a href={linesCsv} download="haat-order-lines.csv" className={secondaryButtonClass}>
              Export order lines CSV
            </a>
          </div>
          <BulkOrderBar
            chosen={chosen}
            onDone={() => setChosen(new Map())}
            onClear={() => setChosen(new Map())}
          />
        </>
      )}
      {content}
      {data && (
        <Pager
          page={page}
          hasMore={data.hasMore}
          onPage={(next) => {
            const kept = Object.entries(filterArgs).filter(([, value]) => value) as [
              string,
              string,
            ][];
            setParams({ ...Object.fromEntries(kept), page: String(next) });
          }}
          label="Orders pages"
        />
      )}
    </div>
  );
}

/** /admin-all-orders (docs/product.md, "Admin: orders"). */
export function AllOrdersPage() {
  return <OrdersScreen title="All Orders" filters />;
}

/** /admin-shipped-orders (docs/product.md, "Admin: orders"): only shipped orders. */
export function ShippedOrdersPage() {
  return <OrdersScreen title="Shipped Orders" shipped />;
}
