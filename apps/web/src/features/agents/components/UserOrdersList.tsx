import type { Order } from '@haat/contracts';
import { ProductImage } from '../../../components/ProductImage';
import { cardClass } from '../../../components/styles';
import { formatRupees } from '../../../lib/money';
import { orderDate, roundedRupees, rupees2 } from '../format';

interface UserOrdersListProps {
  orders: Order[];
  /** The agent sees commission rounded (spec 2); the admin with two decimals and the state. */
  view: 'agent' | 'admin';
}

/** A customer's orders with their commission and items (agent user details, added-user view). */
export function UserOrdersList({ orders, view }: UserOrdersListProps) {
  return (
    <ol className="flex flex-col gap-4">
      {orders.map((order) => (
        <li key={order._id} className={`${cardClass} p-4 sm:p-5`}>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-sm text-ink-700">
              Ordered on{' '}
              <span className="font-semibold text-ink-900">{orderDate(order.createdAt)}</span>
            </p>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                Commission{' '}
                {view === 'agent' ? roundedRupees(order.commission) : rupees2(order.commission)}
              </span>
              {view === 'admin' && (
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${
                    order.isShipped ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
                  }`}
                >
                  {order.isShipped ? 'Shipped' : 'Unshipped'}
                </span>
              )}
            </div>
          </div>
          <ul className="mt-3 divide-y divide-ink-100 border-t border-ink-100">
            {order.items.map((item) => (
              <li
                key={`${item.productId}-${item.size}`}
                className="flex items-center gap-3 py-2.5 text-sm"
              >
                <ProductImage
                  src={item.images[0]}
                  alt=""
                  sizes="48px"
                  className="size-12 shrink-0 rounded-lg"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">
                    {item.productName}
                    {item.size ? ` (${item.size})` : ''}
                  </p>
                  <p className="text-ink-700">
                    {formatRupees(item.price)} × {item.quantity}
                    {view === 'admin' && ` · commission ${rupees2(item.commission)}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-right text-sm text-ink-700">
            Total <span className="font-bold text-ink-900">{formatRupees(order.totalAmount)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
