import type { Order } from '@haat/contracts';

const STEPS = ['Order Placed', 'Shipped', 'Delivered'] as const;

/**
 * Where the order is, in one line: 'Order Placed' (spec 2), then 'Shipped' once the shop has
 * sent it, with what happens next. Delivery is shown as the step still to come.
 */
export function OrderStatusLine({ order }: { order: Pick<Order, 'isShipped'> }) {
  const reached = order.isShipped ? 2 : 1;
  const next = order.isShipped
    ? 'On its way to you. Keep the cash ready for the courier.'
    : 'Our team will call you to confirm, then send it.';
  return (
    <div className="px-4 pt-4 sm:px-6">
      <ol
        aria-label="Order status"
        className="flex items-center gap-1.5 text-xs font-semibold sm:gap-2"
      >
        {STEPS.map((step, index) => {
          const done = index < reached;
          return (
            <li
              key={step}
              aria-current={index === reached - 1 ? 'step' : undefined}
              className={`flex items-center gap-1.5 whitespace-nowrap sm:gap-2 ${done ? 'text-green-800' : 'text-ink-600'}`}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`h-0.5 w-3 rounded sm:w-10 ${done ? 'bg-green-700' : 'bg-ink-200'}`}
                />
              )}
              <span
                className={`rounded-full px-2 py-0.5 ring-1 sm:px-2.5 ${
                  done ? 'bg-green-50 ring-green-200' : 'bg-white ring-ink-200'
                }`}
              >
                {done && <span aria-hidden="true">✓ </span>}
                {step}
                {!done && <span className="sr-only"> (not yet)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm text-ink-700">{next}</p>
    </div>
  );
}
