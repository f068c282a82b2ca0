import { Trans } from '@lingui/react/macro';
import type { Language, Order } from '@haat/contracts';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { ProductImage } from '../../../components/ProductImage';
import { ShipmentTracking } from '../../../components/ShipmentTracking';
import { cardClass } from '../../../components/styles';
import { formatRupees } from '../../../lib/money';
import { orderDate, roundedRupees, rupees2 } from '../format';

interface UserOrdersListProps {
  orders: Order[];
  /** The agent sees commission rounded (docs/product.md, "Agents"); the admin with two decimals. */
  view: 'agent' | 'admin';
}

/** A customer's orders with their commission and items (agent user details, added-user view). */
export function UserOrdersList({ orders, view }: UserOrdersListProps) {
  const { language } = useLanguage();
  return (
    <ol className="flex flex-col gap-4">
      {orders.map((order) => (
        <UserOrder key={order._id} order={order} view={view} language={language} />
      ))}
    </ol>
  );
}

function UserOrder({
  order,
  view,
  language,
}: {
  order: Order;
  view: UserOrdersListProps['view'];
  language: Language;
}) {
  const { orderNumber } = order;
  const placedOn = orderDate(order.createdAt, language);
  const commission =
    view === 'agent'
      ? roundedRupees(order.commission, language)
      : rupees2(order.commission, language);
  const total = formatRupees(order.totalAmount, language);
  return (
    <li className={`${cardClass} p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="text-sm text-ink-700">
          <p>
            <Trans>
              Order <span className="font-mono font-semibold text-ink-900">{orderNumber}</span>
            </Trans>
          </p>
          <p>
            <Trans>
              Ordered on <span className="font-semibold text-ink-900">{placedOn}</span>
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <OrderStatusBadge status={order.status} />
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
            <Trans>Commission {commission}</Trans>
          </span>
        </div>
      </div>
      {/* 'Where is my parcel?': the courier, the number and the courier's page. */}
      <ShipmentTracking order={order} className="mt-2" />
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
                {formatRupees(item.price, language)} × {item.quantity}
                {view === 'admin' && <ItemCommission rupees={item.commission} />}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-sm text-ink-700">
        <Trans>
          Total <span className="font-bold text-ink-900">{total}</span>
        </Trans>
      </p>
    </li>
  );
}

/** The admin's view: the commission of one line, with two decimals. */
function ItemCommission({ rupees }: { rupees: number }) {
  const commission = rupees2(rupees);
  return <Trans> · commission {commission}</Trans>;
}
