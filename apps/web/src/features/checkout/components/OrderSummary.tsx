import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function problemOf(line: CartItem, i18n: I18n): string | null {
  if (isOutOfStock(line)) return i18n._(msg`Out of stock`);
  const left = line.stock;
  if (isShort(line)) return i18n._(msg`Only ${left} left`);
  return null;
}

/**
 * The lines being ordered and their total (docs/product.md, "Checkout"). Out-of-stock lines are
 * shown but not counted (docs/product.md, "Cart"); when some line cannot be ordered the customer is
 * sent to the cart.
 */
export function OrderSummary({ lines, children }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const problems = lines.filter((line) => problemOf(line, i18n) !== null);

  return (
    <section aria-labelledby="order-summary-title" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="order-summary-title" className="text-lg font-bold text-ink-900">
        <Trans>Order summary</Trans>
      </h2>
      <ul className="mt-4 divide-y divide-ink-200 border-t border-ink-200">
        {lines.map((line) => {
          const problem = problemOf(line, i18n);
          const outOfStock = isOutOfStock(line);
          return (
            <li key={line._id} className="flex justify-between gap-4 py-3 text-sm">
              <div className="min-w-0">
                <p className={`font-semibold ${outOfStock ? 'text-ink-500' : 'text-ink-900'}`}>
                  {line.productName}
                </p>
                <p className="text-ink-700">
                  {line.size && <>{t`Size ${line.size}`} · </>}
                  {t`Qty ${line.quantity}`}
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
        <dt className="text-base font-semibold text-ink-800">
          <Trans>Total</Trans>
        </dt>
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
