import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Link } from 'react-router';
import { CUSTOMER_CANCELLABLE, type CustomerOrder } from '@haat/contracts';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { ShipmentTracking } from '../../../components/ShipmentTracking';
import { CancelOrder } from './CancelOrder';
import { ProductImage } from '../../../components/ProductImage';
import { lineTotal } from '../../../lib/cart-total';
import { formatRupees } from '../../../lib/money';
import { formatOrderDate } from '../../../lib/format-order-date';
import { OrderStatusLine } from './OrderStatusLine';
import { documentHrefs } from '../../../lib/document-links';
import { secondaryButtonClass } from '../../../components/styles';

/**
 * One order of My Orders (docs/product.md, "My Orders"): its short number
 * (docs/decisions/054-order-numbers.md), placed date, total, a status line from 'Order Placed' on,
 * its items with image, name linking to the product, quantity and price; then its timeline and,
 * while it is placed or confirmed, 'Cancel order' (issue 15).
 */
export function OrderCard({ order, onChanged }: { order: CustomerOrder; onChanged: () => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { orderNumber, invoiceNumber } = order;
  return (
    <article
      aria-label={t`Order ${orderNumber}`}
      className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-ink-200/70"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-ink-200 bg-ink-100/60 px-4 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-ink-600">
              <Trans>Order number</Trans>
            </dt>
            <dd className="text-base font-bold tracking-wide text-ink-900 tabular-nums">
              {order.orderNumber}
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">
              <Trans>Placed on</Trans>
            </dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, language)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">
              <Trans>Total</Trans>
            </dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {formatRupees(order.totalAmount)}
            </dd>
          </div>
        </dl>
      </header>
      <OrderStatusLine order={order} />
      <ShipmentTracking order={order} className="px-4 pt-3 sm:px-6" />
      <ul className="divide-y divide-ink-200 px-4 sm:px-6">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}`} className="flex items-center gap-4 py-4">
            <ProductImage
              src={item.images[0]}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded-xl bg-ink-100"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${item.productId}`}
                className="rounded font-semibold text-ink-900 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {item.productName}
              </Link>
              <p className="mt-0.5 text-sm text-ink-700">
                {item.size && <>{t`Size ${item.size}`} · </>}
                {t`Qty ${item.quantity}`}
                {item.quantity > 1 && <> × {formatRupees(item.price)}</>}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-ink-900 tabular-nums">
              <span className="sr-only">{t`Price:`} </span>
              {formatRupees(lineTotal(item))}
            </p>
          </li>
        ))}
      </ul>
      <footer className="flex flex-col gap-3 border-t border-ink-200 px-4 py-4 sm:px-6">
        <details className="group">
          <summary className="cursor-pointer rounded font-semibold text-brand-800 underline-offset-4 hover:underline">
            <Trans>Order timeline</Trans>
          </summary>
          <div className="mt-3">
            <OrderTimeline order={order} heading={t`Timeline of order ${orderNumber}`} />
          </div>
        </details>
        {order.invoiceNumber && (
          <a
            href={documentHrefs.invoice(order._id)}
            target="_blank"
            rel="noopener"
            className={`self-start ${secondaryButtonClass}`}
            aria-label={t`Download invoice ${invoiceNumber} (PDF)`}
          >
            <Trans>Download invoice</Trans>
          </a>
        )}
        {CUSTOMER_CANCELLABLE.includes(order.status) && (
          <CancelOrder orderId={order._id} onCancelled={onChanged} />
        )}
        <p className="text-xs text-ink-600">
          <Trans>
            Order ID <span className="font-mono break-all">{order._id}</span>
          </Trans>
        </p>
      </footer>
    </article>
  );
}
