import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@haat/contracts';
import { cartTotal, isOutOfStock, isShort, lineTotal } from '../../../lib/cart-total';
import { formatRupees } from '../../../lib/money';
import { cardClass, textLinkClass } from '../../../components/styles';

interface OrderSummaryProps {
  lines: readonly CartItem[];
  /** 'Place order' and what goes with it. */
  children: ReactNode;
}

function problemOf(line: CartItem): string | null {
  if (isOutOfStock(line)) return 'Out of stock';
  if (isShort(line)) return `Only ${line.stock} left`;
  return null;
}

/**
 * The lines being ordered and their total (docs/product.md, "Checkout"). Out-of-stock lines are
 * shown but not counted (docs/product.md, "Cart"); when some line cannot be ordered the customer is
 * sent to the cart.
 */
export function OrderSummary({ lines, children }: OrderSummaryProps) {
  const problems = lines.filter((line) => problemOf(line) !== null);

  return (
    <section aria-labelledby="order-summary-title" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="order-summary-title" className="text-lg font-bold text-ink-900">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-ink-200 border-t border-ink-200">
        {lines.map((line) => {
          const problem = problemOf(line);
          const outOfStock = isOutOfStock(line);
          return (
            <li key={line._id} className="flex justify-between gap-4 py-3 text-sm">
              <div className="min-w-0">
                <p className={`font-semibold ${outOfStock ? 'text-ink-500' : 'text-ink-900'}`}>
                  {line.productName}
                </p>
                <p className="text-ink-700">
                  {line.size && <>Size {line.size} · </>}
                  Qty {line.quantity}
                  {problem && <span className="font-semibold text-red-700"> · {problem}</span>}
                </p>
              </div>
              <p
                className={`shrink-0 font-semibold tabular-nums ${outOfStock ? 'text-ink-500 line-through' : 'text-ink-900'}`}
              >
                {formatRupees(lineTotal(line))}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="flex items-baseline justify-between gap-4 border-t border-ink-200 pt-4">
        <dt className="text-base font-semibold text-ink-800">Total</dt>
        <dd className="text-2xl font-bold text-ink-900 tabular-nums">
          {formatRupees(cartTotal(lines))}
        </dd>
      </dl>
      {problems.length > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {problems.length === 1
            ? `${problems[0]!.productName} cannot be ordered as it is.`
            : `${problems.length} items cannot be ordered as they are.`}{' '}
          Out-of-stock items are not in the total. Remove them or lower the quantity in{' '}
          <Link to="/cart" className={textLinkClass}>
            your cart
          </Link>{' '}
          to place your order.
        </p>
      )}
      <div className="mt-5">{children}</div>
    </section>
  );
}
