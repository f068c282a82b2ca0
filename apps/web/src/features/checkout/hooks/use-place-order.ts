import { useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SHIPPING_METHODS, TOAST } from '@haat/contracts';
import { errorBodyOf, noAnswerMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { cartQueries, refreshCartCount } from '../../../lib/cart';
import { currentUser } from '../../../lib/session';
import { showToast } from '../../../lib/show-toast';
import { checkoutMutations } from '../api/checkout-api';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

function warn(message: string) {
  void showToast((toast) => toast.warning(message));
}

interface OrderRequest {
  /** The chosen address's id, or null when none is chosen. */
  addressId: string | null;
  /** The total the customer sees, rupees; the server refuses the order if it is no longer so. */
  total: number;
}

/**
 * 'Place order' (docs/product.md, "Checkout"). One Idempotency-Key per attempt, kept while the
 * outcome is unknown (no answer, or a server failure) so that trying again can never order twice,
 * and dropped once the server has said yes or no.
 */
export function usePlaceOrder() {
  const { i18n } = useLingui();
  const { mutateAsync: placeOrder, isPending } = useMutation(checkoutMutations.placeOrder());
  const client = useQueryClient();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);

  const submit = useCallback(
    async ({ addressId, total }: OrderRequest) => {
      if (!addressId) {
        warn(sharedMessage(i18n, 'chooseAddress'));
        return;
      }
      attemptKey.current ??= newIdempotencyKey();
      const result = await outcomeOf(
        placeOrder({
          body: {
            orderDetails: {
              shippingAddress: addressId,
              shippingMethod: SHIPPING_METHODS[0],
              totalAmount: total,
            },
          },
          idempotencyKey: attemptKey.current,
        }),
      );

      if (result.data) {
        attemptKey.current = null;
        void showToast((toast) =>
          toast.success(sharedMessage(i18n, 'orderPlaced'), {
            autoClose: TOAST.placeOrderAutoCloseMs,
          }),
        );
        // Leave first, so this page never shows the emptied cart on its way out.
        await navigate('/my-orders');
        void refreshCartCount(client);
        return;
      }

      const status = statusOf(result.error);
      if (status !== undefined && status < 500) attemptKey.current = null;
      if (status === 401) return; // The session has ended; the app has said so.
      if (status === 409) {
        // Prices changed or lines ran out: the server says which; show the cart as it is now.
        // The cart on screen is read again, and every cart answer also sets the header's count.
        warn(errorBodyOf(result.error)?.message ?? sharedMessage(i18n, 'orderFailed'));
        const user = currentUser(client);
        if (user) void client.invalidateQueries({ queryKey: cartQueries.lines(user._id).queryKey });
        return;
      }
      if (status === 422) {
        // Cash on delivery does not reach the chosen address: the server names its pincode
        // (docs/product.md, "Cash on delivery by pincode").
        warn(errorBodyOf(result.error)?.message ?? sharedMessage(i18n, 'orderFailed'));
        return;
      }
      warn(status === undefined ? noAnswerMessage(i18n) : sharedMessage(i18n, 'orderFailed'));
    },
    [placeOrder, client, navigate, i18n],
  );

  return { submit, busy: isPending };
}
