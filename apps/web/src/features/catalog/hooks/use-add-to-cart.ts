import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { MESSAGES, TOAST, type Product, type Size } from '@haat/contracts';
import { failureMessage } from '../../../lib/api-error';
import { refreshCartCount } from '../../../lib/refresh-cart-count';
import { showToast } from '../../../lib/show-toast';
import { useAppDispatch } from '../../../lib/use-app-dispatch';
import { selectCurrentUser } from '../../../lib/user-slice';
import { addToCart } from '../api/catalog-api';

const ADDED_TO_CART = 'Added to cart';
const ADD_TO_CART_FAILED = 'Could not add this product to your cart.';

/** Whether the product can be bought at all (spec 4). */
export function isPurchasable(product: Pick<Product, 'availability' | 'disabled'>): boolean {
  return product.availability !== 'Out of stock' && !product.disabled;
}

/**
 * Spec 4 and 5: add one of the product, in the chosen size, to the signed-in shopper's cart,
 * then refresh the header's cart count. A visitor is asked to log in; a product with sizes
 * needs one chosen; the server's refusal shows as a warning.
 */
export function useAddToCart(product: Product) {
  const user = useSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const add = useCallback(
    async (size: Size | null) => {
      if (!user) {
        void showToast((toast) => toast.info(MESSAGES.loginToShop));
        return;
      }
      if (product.size.length > 0 && !size) {
        void showToast((toast) => toast.warning(MESSAGES.selectSize));
        return;
      }
      setBusy(true);
      try {
        await dispatch(addToCart({ productId: product._id, size, quantity: 1 }));
      } catch (error) {
        const message = failureMessage(error, ADD_TO_CART_FAILED);
        void showToast((toast) => toast.warning(message));
        return;
      } finally {
        setBusy(false);
      }
      void showToast((toast) =>
        toast.success(ADDED_TO_CART, { autoClose: TOAST.actionAutoCloseMs }),
      );
      await dispatch(refreshCartCount());
    },
    [user, product, dispatch],
  );

  return { add, busy };
}
