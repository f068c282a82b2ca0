import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CartItem } from '@haat/contracts';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { cartQueries } from '../../../lib/cart';
import { cartTotal, isOutOfStock } from '../../../lib/cart-total';
import { showToast } from '../../../lib/show-toast';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { useCurrentUser } from '../../../lib/session';
import { formatRupees } from '../../../lib/money';
import { StickyActionBar, stickyBarRoomClass } from '../../../components/StickyActionBar';
import { cartMutations } from '../api/cart-api';
import { cartCountLine } from '../cart-count-line';
import { CartLine, lineLabel } from '../components/CartLine';
import { CartSkeleton } from '../components/CartSkeleton';
import { CartSummary } from '../components/CartSummary';
import { EmptyCart } from '../components/EmptyCart';
import { LoadError } from '../../../components/LoadError';
import { cardClass, pageClass, primaryButtonClass } from '../../../components/styles';
import { useCatalogue } from '../../../i18n/catalogue';
import { cartCatalogue } from '../catalogue';

function warn(error: unknown, fallback: string, i18n: I18n) {
  // An expired session has already been handled (signed out, sent to /sign-in).
  if (statusOf(error) === 401) return;
  const message = failureMessage(error, fallback, i18n);
  void showToast((toast) => toast.warning(message));
}

/**
 * /cart (docs/product.md, "Cart"): the lines with their quantities, the total without out-of-stock
 * lines and 'Proceed to Checkout'. Changes show at once and are put right by the server's answer;
 * each refetch of the cart also refreshes the header's count.
 */
export function CartPage() {
  useCatalogue(cartCatalogue);
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const userId = user?._id;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // On a phone the total and 'Proceed to Checkout' stay in a bar at the bottom.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const {
    data: lines,
    error,
    isError,
    refetch,
  } = useQuery({ ...cartQueries.lines(userId ?? ''), enabled: userId !== undefined });
  const { mutateAsync: updateQuantity } = useMutation(cartMutations.updateQuantity());
  const { mutateAsync: removeLine } = useMutation(cartMutations.removeLine());

  function changeQuantity(line: CartItem, quantity: number) {
    if (!userId) return;
    const { productId, size } = line;
    updateQuantity({ userId, productId, size, quantity }).catch((failure: unknown) =>
      warn(failure, t`Could not change the quantity. Please try again.`, i18n),
    );
  }

  function remove(line: CartItem) {
    if (!userId) return;
    const { productId, size } = line;
    // The button goes away with its line; keep keyboard users on the page, not the document.
    headingRef.current?.focus();
    setAnnouncement('');
    removeLine({ userId, productId, size })
      .then(() => {
        const label = lineLabel(line, i18n);
        setAnnouncement(t`${label} removed from your cart.`);
      })
      .catch((failure: unknown) =>
        warn(failure, t`Could not remove this item. Please try again.`, i18n),
      );
  }

  let content;
  if (lines === undefined && isError) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load your cart.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else if (lines === undefined) {
    content = <CartSkeleton />;
  } else if (lines.length === 0) {
    content = <EmptyCart />;
  } else {
    const orderable = lines.filter((line) => !isOutOfStock(line));
    const checkOut = () => void navigate('/place-order');
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ul
          aria-label={t`Items in your cart`}
          className={`${cardClass} divide-y divide-ink-200 p-4 sm:p-6`}
        >
          {lines.map((line) => (
            <CartLine
              key={line._id}
              line={line}
              onQuantityChange={(quantity) => changeQuantity(line, quantity)}
              onRemove={() => remove(line)}
            />
          ))}
        </ul>
        <div className="lg:sticky lg:top-24">
          <CartSummary
            total={cartTotal(lines)}
            excludedCount={lines.length - orderable.length}
            canCheckOut={orderable.length > 0}
            onCheckOut={wide ? checkOut : null}
          />
        </div>
        {!wide && (
          <StickyActionBar
            label={t`Total and checkout`}
            summary={
              <p className="leading-tight">
                <span className="block text-xs text-ink-600">
                  <Trans>Total</Trans>
                </span>
                <span className="text-xl font-bold text-ink-900 tabular-nums">
                  {formatRupees(cartTotal(lines))}
                </span>
              </p>
            }
          >
            <button
              type="button"
              disabled={orderable.length === 0}
              onClick={checkOut}
              className={`${primaryButtonClass} px-5`}
            >
              <Trans>Proceed to Checkout</Trans>
            </button>
          </StickyActionBar>
        )}
      </div>
    );
  }

  return (
    <div
      className={`${pageClass} py-6 sm:py-10 ${!wide && lines?.length ? stickyBarRoomClass : ''}`}
    >
      <title>{t`Cart · Haat`}</title>
      <div className="mb-5 flex items-baseline justify-between gap-4 sm:mb-6">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-ink-900 focus:outline-none sm:text-3xl"
        >
          <Trans>Shopping Cart</Trans>
        </h1>
        {lines !== undefined && (
          <p className="text-base font-medium text-ink-700">{cartCountLine(lines, i18n)}</p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {content}
    </div>
  );
}
