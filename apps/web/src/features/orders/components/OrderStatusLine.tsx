import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order, OrderStatus } from '@haat/contracts';

/** The steps shown for each state: the way a delivered order went, or how it ended. */
const STEP_TEXT = {
  'Order Placed': msg`Order Placed`,
  Confirmed: msg`Confirmed`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Returned: msg`Returned`,
  Cancelled: msg`Cancelled`,
} satisfies Record<string, MessageDescriptor>;
type Step = keyof typeof STEP_TEXT;

const STEPS: Record<OrderStatus, readonly Step[]> = {
  placed: ['Order Placed', 'Confirmed', 'Shipped', 'Delivered'],
  confirmed: ['Order Placed', 'Confirmed', 'Shipped', 'Delivered'],
  shipped: ['Order Placed', 'Confirmed', 'Shipped', 'Delivered'],
  delivered: ['Order Placed', 'Confirmed', 'Shipped', 'Delivered'],
  returned: ['Order Placed', 'Shipped', 'Returned'],
  cancelled: ['Order Placed', 'Cancelled'],
};

/** How many steps of STEPS the order has reached. */
const REACHED: Record<OrderStatus, number> = {
  placed: 1,
  confirmed: 2,
  shipped: 3,
  delivered: 4,
  returned: 3,
  cancelled: 2,
};

function nextStep(order: Pick<Order, 'status' | 'courier' | 'trackingNumber'>, i18n: I18n): string {
  const { courier, trackingNumber } = order;
  switch (order.status) {
    case 'placed':
      return i18n._(msg`Our team will call you to confirm, then send it.`);
    case 'confirmed':
      return i18n._(msg`Confirmed. We will send it soon.`);
    case 'shipped':
      return courier && trackingNumber
        ? i18n._(
            msg`On its way with ${courier} (tracking ${trackingNumber}). Keep the cash ready for the courier.`,
          )
        : i18n._(msg`On its way to you. Keep the cash ready for the courier.`);
    case 'delivered':
      return i18n._(msg`Delivered. Thank you for shopping with Haat.`);
    case 'returned':
      return i18n._(msg`The parcel came back to us. Nothing is owed.`);
    case 'cancelled':
      return i18n._(msg`This order was cancelled. Nothing is owed.`);
  }
}

/**
 * Where the order is, in one line: 'Order Placed' (docs/product.md, "My Orders"), then each step of
 * its cash-on- delivery life reached so far (issue 15), with what happens next.
 */
export function OrderStatusLine({
  order,
}: {
  order: Pick<Order, 'status' | 'courier' | 'trackingNumber'>;
}) {
  const { t, i18n } = useLingui();
  const steps = STEPS[order.status];
  const reached = REACHED[order.status];
  const ended = order.status === 'cancelled' || order.status === 'returned';
  return (
    <div className="px-4 pt-4 sm:px-6">
      <ol
        aria-label={t`Order status`}
        className="flex flex-wrap items-center gap-1.5 text-xs font-semibold sm:gap-2"
      >
        {steps.map((step, index) => {
          const done = index < reached;
          const last = ended && index === steps.length - 1;
          return (
            <li
              key={step}
              aria-current={index === reached - 1 ? 'step' : undefined}
              className={`flex items-center gap-1.5 whitespace-nowrap sm:gap-2 ${
                last ? 'text-red-800' : done ? 'text-green-800' : 'text-ink-600'
              }`}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`h-0.5 w-3 rounded sm:w-10 ${done ? 'bg-green-700' : 'bg-ink-200'}`}
                />
              )}
              <span
                className={`rounded-full px-2 py-0.5 ring-1 sm:px-2.5 ${
                  last
                    ? 'bg-red-50 ring-red-200'
                    : done
                      ? 'bg-green-50 ring-green-200'
                      : 'bg-white ring-ink-200'
                }`}
              >
                {done && !last && <span aria-hidden="true">✓ </span>}
                {i18n._(STEP_TEXT[step])}
                {!done && <span className="sr-only"> {t`(not yet)`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm text-ink-700">{nextStep(order, i18n)}</p>
    </div>
  );
}
