import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { OrderPerson } from '@haat/contracts';
import { ProductImage } from '../../../components/ProductImage';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { formatRupees } from '../../../lib/money';
import { adminQueries } from '../api/admin-api';
import { formatOrderDate } from '../../../lib/format-order-date';
import { PageHeading } from '../components/PageHeading';
import { OrderStateBadge } from '../components/OrderStateBadge';
import { OrderActions } from '../components/OrderActions';
import { OrderDocuments } from '../components/OrderDocuments';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { ShipmentTracking } from '../../../components/ShipmentTracking';

function contactOf(person: OrderPerson) {
  return person.email ?? person.phone ?? '';
}

const termClass = 'text-sm text-ink-700';
const valueClass = 'font-semibold break-words text-ink-900';

/**
 * /admin-view-order?id=… (docs/product.md, "Admin: orders"): one order. The id is in the address,
 * so a reload or a shared link shows the same order.
 */
export function OrderViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const {
    data: order,
    error,
    isError,
  } = useQuery({ ...adminQueries.order(id), enabled: id !== '' });

  let content;
  if (id === '' || isError) {
    content = (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-6 font-semibold text-red-800 ring-1 ring-red-200"
      >
        {id === ''
          ? 'No order was chosen.'
          : failureMessage(error, 'We could not load this order.')}
      </p>
    );
  } else if (!order) {
    content = (
      <div role="status">
        <span className="sr-only">Loading the order…</span>
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  } else {
    const address = order.shippingAddress;
    content = (
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="order-lines" className={`${cardClass} p-5`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="order-lines" className="text-lg font-bold text-ink-900">
              Items
            </h3>
            {/* The moves are under Status; the badge only says where the order is. */}
            <OrderStateBadge order={order} label="this order" actionable={false} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className={termClass}>Order number</dt>
              <dd className={`${valueClass} font-mono`}>{order.orderNumber}</dd>
            </div>
            <div>
              <dt className={termClass}>Order date</dt>
              <dd className={valueClass}>{formatOrderDate(order.createdAt)}</dd>
            </div>
            <div>
              <dt className={termClass}>Total amount</dt>
              <dd className={valueClass}>{formatRupees(order.totalAmount)}</dd>
            </div>
          </dl>
          <ul className="mt-4 divide-y divide-ink-200">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${item.size}-${index}`} className="flex gap-3 py-3">
                <ProductImage
                  src={item.images[0]}
                  alt=""
                  sizes="64px"
                  className="size-16 shrink-0 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink-900">
                    {item.productName}
                    {item.size && (
                      <span className="font-normal text-ink-700"> · Size {item.size}</span>
                    )}
                  </p>
                  <p className="text-ink-800">
                    {formatRupees(item.price)} × {item.quantity} ={' '}
                    <strong>{formatRupees(item.price * item.quantity)}</strong>
                  </p>
                  {order.agent && (
                    <p className="text-sm text-ink-700">
                      Agent commission ({item.agentCommission}%):{' '}
                      {/* docs/product.md, "Commission": rounded up in this view. */}
                      {formatRupees(Math.ceil(item.commission))}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-5">
          <section aria-labelledby="order-status" className={`${cardClass} p-5`}>
            <h3 id="order-status" className="text-lg font-bold text-ink-900">
              Status
            </h3>
            <ShipmentTracking order={order} className="mt-3" />
            <div className="mt-3">
              <OrderActions order={order} />
            </div>
            <h4 className="mt-5 mb-3 font-semibold text-ink-900">Documents</h4>
            <OrderDocuments order={order} />
            <h4 className="mt-5 mb-3 font-semibold text-ink-900">Timeline</h4>
            <OrderTimeline order={order} heading="Order timeline" />
          </section>
          <section aria-labelledby="order-address" className={`${cardClass} p-5`}>
            <h3 id="order-address" className="text-lg font-bold text-ink-900">
              Delivery address
            </h3>
            <dl className="mt-3 grid gap-2">
              <div>
                <dt className={termClass}>Name</dt>
                <dd className={valueClass}>{`${address.firstName} ${address.lastName}`}</dd>
              </div>
              <div>
                <dt className={termClass}>Mobile no</dt>
                <dd className={valueClass}>{address.mobileNo}</dd>
              </div>
              <div>
                <dt className={termClass}>Mobile no 2</dt>
                <dd className={valueClass}>{address.mobileNo2 || 'not available'}</dd>
              </div>
              <div>
                <dt className={termClass}>Address</dt>
                <dd className={valueClass}>
                  {[address.houseNo, address.street, address.city, address.state, address.pincode]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
              </div>
              <div>
                <dt className={termClass}>Customer</dt>
                <dd className={valueClass}>
                  {`${order.customer.firstName} ${order.customer.lastName}`} ·{' '}
                  {contactOf(order.customer)}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="order-agent" className={`${cardClass} p-5`}>
            <h3 id="order-agent" className="text-lg font-bold text-ink-900">
              Agent
            </h3>
            {order.agent ? (
              <dl className="mt-3 grid gap-2">
                <div>
                  <dt className={termClass}>Name</dt>
                  <dd
                    className={valueClass}
                  >{`${order.agent.firstName} ${order.agent.lastName}`}</dd>
                </div>
                <div>
                  <dt className={termClass}>Contact</dt>
                  <dd className={valueClass}>{contactOf(order.agent)}</dd>
                </div>
                <div>
                  <dt className={termClass}>Commission on this order</dt>
                  <dd className={valueClass}>
                    {formatRupees(
                      order.items.reduce((sum, item) => sum + Math.ceil(item.commission), 0),
                    )}
                  </dd>
                </div>
              </dl>
            ) : (
              <p className="mt-2 text-ink-700">No agent: a direct customer.</p>
            )}
          </section>
        </div>
      </div>
    );
  }

  return (
    <div>
      <PageHeading>Order details</PageHeading>
      {content}
    </div>
  );
}
