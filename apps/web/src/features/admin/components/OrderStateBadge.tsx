import { ORDER_STATUS_LABELS, type Order } from '@haat/contracts';
import { ShipDialog } from './OrderActions';

const LOOK = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1';
const UNSHIPPED = 'bg-amber-100 text-amber-900 ring-amber-700/30';
const SHIPPED = 'bg-green-100 text-green-900 ring-green-700/30';
const CLOSED = 'bg-ink-100 text-ink-800 ring-ink-300';

/**
 * The Shipped/Unshipped badge (docs/product.md, "Admin: orders"), as the one state an order
 * is in: 'Unshipped' with whether it is placed or confirmed, then Shipped, Delivered, Returned
 * or Cancelled. In the orders table a confirmed order's badge opens the Ship dialog (courier
 * and tracking); no other badge is a button (docs/decisions/148-admin-order-state-badge.md).
 */
export function OrderStateBadge({
  order,
  label,
  actionable = true,
}: {
  order: Pick<Order, '_id' | 'status'>;
  /** How the order is named to assistive technology, e.g. 'order 3'. */
  label: string;
  actionable?: boolean;
}) {
  const { status } = order;
  if (status === 'placed' || status === 'confirmed') {
    const text = (
      <>
        Unshipped <span className="ml-1 font-normal">· {ORDER_STATUS_LABELS[status]}</span>
      </>
    );
    if (status === 'confirmed' && actionable) {
      return (
        <ShipDialog
          orderId={order._id}
          trigger={
            <>
              {text}
              <span className="sr-only">{`, ${label}: ship it`}</span>
            </>
          }
          triggerClassName={`${LOOK} ${UNSHIPPED} cursor-pointer hover:brightness-95`}
        />
      );
    }
    return <span className={`${LOOK} ${UNSHIPPED}`}>{text}</span>;
  }
  return (
    <span className={`${LOOK} ${status === 'shipped' ? SHIPPED : CLOSED}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
