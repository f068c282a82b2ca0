import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, TOAST, translate, type Address } from '@haat/contracts';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { cartQueries } from '../../../lib/cart';
import { cartTotal } from '../../../lib/cart-total';
import { showToast } from '../../../lib/show-toast';
import { formatRupees } from '../../../lib/money';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { useCurrentUser } from '../../../lib/session';
import { StickyActionBar, stickyBarRoomClass } from '../../../components/StickyActionBar';
import { checkoutMutations, checkoutQueries } from '../api/checkout-api';
import { AddressDialog } from '../../../components/address/AddressDialog';
import { AddressChoice } from '../../../components/address/AddressChoice';
import { CheckoutSkeleton } from '../components/CheckoutSkeleton';
import { OrderSummary } from '../components/OrderSummary';
import { ShippingMethod } from '../components/ShippingMethod';
import {
  cardClass,
  pageClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/styles';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useCatalogue } from '../../../i18n/catalogue';
import { checkoutCatalogue } from '../catalogue';

/**
 * /place-order (docs/product.md, "Checkout"): choose a shipping address (the first is chosen
 * already), add or delete one, check the order summary and place a cash-on-delivery order.
 */
export function PlaceOrderPage() {
  useCatalogue(checkoutCatalogue);
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const userId = user?._id;
  const noAddressId = useId();
  const signedIn = userId !== undefined;
  const addressesQuery = useQuery({
    ...checkoutQueries.addresses(userId ?? ''),
    enabled: signedIn,
  });
  const cartQuery = useQuery({ ...cartQueries.lines(userId ?? ''), enabled: signedIn });
  const { mutateAsync: addAddress } = useMutation(checkoutMutations.addAddress());
  const { mutateAsync: deleteAddress } = useMutation(checkoutMutations.deleteAddress());
  const { submit, busy } = usePlaceOrder();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // On a phone the total and 'Place order' stay in a bar at the bottom.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);

  const addresses = addressesQuery.data?.addresses;
  const lines = cartQuery.data;
  // docs/product.md, "Checkout": the first address is chosen until the customer picks another.
  const selected: Address | null =
    addresses?.find((address) => address._id === chosenId) ?? addresses?.[0] ?? null;

  async function removeAddress(address: Address) {
    if (!userId) return;
    if (address.isPrimary) {
      void showToast((toast) => toast.warning(translate(i18n, MESSAGES.primaryAddressUndeletable)));
      return;
    }
    const result = await outcomeOf(deleteAddress({ addressId: address._id, userId }));
    if (result.data) {
      const { message } = result.data;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      return;
    }
    if (statusOf(result.error) === 401) return;
    const message = failureMessage(
      result.error,
      t`Could not delete this address. Please try again.`,
      i18n,
    );
    void showToast((toast) => toast.warning(message));
  }

  let content;
  let bar = null;
  const failed = addressesQuery.isError ? addressesQuery : cartQuery.isError ? cartQuery : null;
  if ((!addresses || !lines) && failed) {
    content = (
      <div role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">
          {failureMessage(failed.error, t`We could not load your checkout.`, i18n)}
        </p>
        <button
          type="button"
          onClick={() => {
            void addressesQuery.refetch();
            void cartQuery.refetch();
          }}
          className={`mt-4 bg-white ${secondaryButtonClass}`}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  } else if (!addresses || !lines || !user) {
    content = <CheckoutSkeleton />;
  } else if (lines.length === 0) {
    content = (
      <div className={`${cardClass} flex flex-col items-center px-6 py-14 text-center`}>
        <p className="text-lg font-semibold text-ink-900">{sharedMessage(i18n, 'emptyCart')}</p>
        <p className="mt-1 text-ink-700">
          <Trans>Add something to your cart to place an order.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/products-details" className={primaryButtonClass}>
            <Trans>Continue shopping</Trans>
          </Link>
          <Link to="/my-orders" className={secondaryButtonClass}>
            <Trans>My orders</Trans>
          </Link>
        </div>
      </div>
    );
  } else {
    const total = cartTotal(lines);
    // 'Place order' needs an address (docs/product.md, "Checkout"); without one the customer is
    // asked to add it.
    const placeOrder = (className: string) => (
      <>
        <button
          type="button"
          disabled={busy || !selected}
          aria-describedby={selected ? undefined : noAddressId}
          onClick={() => void submit({ addressId: selected?._id ?? null, total })}
          className={`${className} ${primaryButtonClass}`}
        >
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {busy ? t`Placing order...` : t`Place order`}
        </button>
        {wide && selected && (
          <p className="mt-3 text-center text-sm text-ink-600">
            <Trans>
              Delivering to {selected.firstName} {selected.lastName}, {selected.city}
            </Trans>
          </p>
        )}
      </>
    );
    if (!wide) {
      bar = (
        <StickyActionBar
          label={t`Total and Place order`}
          summary={
            <p className="leading-tight">
              <span className="block truncate text-xs text-ink-600">
                {selected ? t`To ${selected.firstName}, ${selected.city}` : t`Total`}
              </span>
              <span className="text-xl font-bold text-ink-900 tabular-nums">
                {formatRupees(total)}
              </span>
            </p>
          }
        >
          {placeOrder('px-5')}
        </StickyActionBar>
      );
    }
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="shipping-address-title">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="shipping-address-title" className="text-lg font-bold text-ink-900">
                <Trans>Shipping address</Trans>
              </h2>
              <AddressDialog
                defaultName={{ firstName: user.firstName, lastName: user.lastName }}
                save={(address) => addAddress({ address })}
                onSaved={(address) => setChosenId(address._id)}
                failureText={translate(i18n, MESSAGES.addressAddFailed)}
                trigger="+ Add to Address"
                initiallyOpen={addresses.length === 0}
              />
            </div>
            <AddressChoice
              addresses={addresses}
              labelledBy="shipping-address-title"
              selectedId={selected?._id}
              onSelect={setChosenId}
              onDelete={(address) => void removeAddress(address)}
              emptyId={noAddressId}
              empty={
                <Trans>
                  You have no saved address yet. Add one with ‘+ Add to Address’ to place your
                  order.
                </Trans>
              }
            />
          </section>
          <ShippingMethod />
        </div>

        <div className="lg:sticky lg:top-24">
          <OrderSummary lines={lines}>{wide && placeOrder('w-full')}</OrderSummary>
        </div>
      </div>
    );
  }

  return (
    <div className={`${pageClass} py-6 sm:py-10 ${bar ? stickyBarRoomClass : ''}`}>
      <title>{t`Checkout · Haat`}</title>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-ink-900 sm:mb-6 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      {content}
      {bar}
    </div>
  );
}
