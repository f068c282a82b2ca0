import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { formatRupees } from '../../../lib/money';
import { cardClass, primaryButtonClass } from '../../../components/styles';

interface CartSummaryProps {
  total: number;
  /** How many lines are left out of the total because they are out of stock. */
  excludedCount: number;
  /** Nothing in the cart can be ordered, so there is nothing to check out. */
  canCheckOut: boolean;
  /** Null when the page shows 'Proceed to Checkout' elsewhere (a phone's bottom bar). */
  onCheckOut: (() => void) | null;
}

/**
 * The cart's total (out-of-stock lines excluded, docs/product.md, "Cart") and 'Proceed to
 * Checkout'.
 */
export function CartSummary({ total, excludedCount, canCheckOut, onCheckOut }: CartSummaryProps) {
  const { t } = useLingui();
  const noteId = useId();
  return (
    <section aria-labelledby="cart-summary-title" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="cart-summary-title" className="text-lg font-bold text-ink-900">
        <Trans>Order summary</Trans>
      </h2>
      <dl className="mt-4 flex items-baseline justify-between gap-4 border-t border-ink-200 pt-4">
        <dt className="text-base font-semibold text-ink-800">
          <Trans>Total</Trans>
        </dt>
        <dd className="text-2xl font-bold text-ink-900 tabular-nums">{formatRupees(total)}</dd>
      </dl>
      <p id={noteId} className="mt-2 text-sm text-ink-600">
        {excludedCount > 0
          ? `${t`${plural(excludedCount, { one: '# out-of-stock item is', other: '# out-of-stock items are' })} not included.`} `
          : ''}
        <Trans>Pay in cash on delivery.</Trans>
      </p>
      {onCheckOut && (
        <button
          type="button"
          disabled={!canCheckOut}
          aria-describedby={noteId}
          onClick={onCheckOut}
          className={`mt-5 w-full ${primaryButtonClass}`}
        >
          <Trans>Proceed to Checkout</Trans>
        </button>
      )}
    </section>
  );
}
