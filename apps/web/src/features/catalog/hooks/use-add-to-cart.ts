import { useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { TOAST, type Product, type Size } from '@haat/contracts';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { signInPathFor } from '../../../lib/sign-in-path';
import { useCurrentUser } from '../../../lib/session';
import { catalogMutations } from '../api/catalog-api';
import { savePendingAdd, takePendingAdd } from '../pending-add';

/** Whether the product can be bought at all (docs/product.md, "Product page"). */
export function isPurchasable(product: Pick<Product, 'availability' | 'disabled'>): boolean {
  return product.availability !== 'Out of stock' && !product.disabled;
}

/** Whether 'Add to cart' must first ask for a size (docs/product.md, "Product page"). */
export function needsSize(product: Pick<Product, 'size'>, size: Size | null): boolean {
  return product.size.length > 0 && !size;
}

/**
 * docs/product.md, "Product page": add one of the product, in the chosen size, to the signed-in
 * shopper's cart, then refresh the header's cart count. A product with sizes needs one chosen; the
 * server's refusal shows as a warning. A visitor is asked to log in and sent to sign-in, and back
 * here afterwards, where the product is added as they asked.
 */
export function useAddToCart(product: Product) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const { mutateAsync: addToCart, isPending: busy } = useMutation(catalogMutations.addToCart());
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const add = useCallback(
    async (size: Size | null) => {
      if (needsSize(product, size)) {
        void showToast((toast) => toast.warning(sharedMessage(i18n, 'selectSize')));
        return;
      }
      if (!user) {
        void showToast((toast) => toast.info(sharedMessage(i18n, 'loginToShop')));
        savePendingAdd({ productId: product._id, size });
        await navigate(signInPathFor(pathname + search));
        return;
      }
      try {
        await addToCart({ productId: product._id, size, quantity: 1 });
      } catch (error) {
        const message = failureMessage(error, t`Could not add this product to your cart.`, i18n);
        void showToast((toast) => toast.warning(message));
        return;
      }
      void showToast((toast) =>
        toast.success(t`Added to cart`, { autoClose: TOAST.actionAutoCloseMs }),
      );
    },
    [user, product, addToCart, navigate, pathname, search, t, i18n],
  );

  // Back from signing in: the add the shopper asked for before, once.
  const addPending = useEffectEvent((size: Size | null) => void add(size));
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingAdd(product._id);
    if (pending) addPending(pending.size);
  }, [signedIn, product._id]);

  return { add, busy };
}
