import type { CartItem, CartResponse } from '@haat/contracts';
import { setCartCount } from './cart-count-slice';
import { defineQuery } from './endpoints';
import { cartLinesOf } from './refresh-cart-count';
import { selectCurrentUser } from './user-slice';

/** The cached answer of a user's cart lines (the cart's changes patch it before the server answers). */
export const cartLinesPath = (userId: string) => `/cart/${encodeURIComponent(userId)}`;

/**
 * The signed-in user's cart. It lives here rather than in a feature because the cart page,
 * the checkout and the header's count all read it. Every answer also sets the header's count
 * of distinct lines (spec 2), so refetching the cart is refreshing the count.
 */
export const useGetCartLinesQuery = defineQuery<CartItem[], string>({
  query: cartLinesPath,
  transform: (body) => cartLinesOf(body as CartResponse),
  tags: ['Cart'],
  // Leaving the cart drops it, so coming back (after adding on a product page) never shows
  // the old lines first.
  dropWhenUnused: true,
  onAnswer: (lines, userId, dispatch) =>
    dispatch((_, getState) => {
      // An answer that lands after sign-out belongs to nobody on this device.
      if (selectCurrentUser(getState())?._id === userId) dispatch(setCartCount(lines.length));
    }),
});
