import { useLingui } from '@lingui/react';
import type { OrderStatus } from '@haat/contracts';
import { ORDER_STATUS_TEXT } from './order-status-labels';

const LOOK: Record<OrderStatus, string> = {
  placed: 'bg-brand-50 text-brand-800 ring-brand-200',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  shipped: 'bg-amber-50 text-amber-900 ring-amber-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  returned: 'bg-ink-100 text-ink-800 ring-ink-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** An order state's name, in the reader's language. */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return i18n._(ORDER_STATUS_TEXT[status]);
}

/** Where an order is in its cash-on-delivery life, as a pill (an agent's customer's orders). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${LOOK[status]}`}
    >
      <OrderStatusText status={status} />
    </span>
  );
}
