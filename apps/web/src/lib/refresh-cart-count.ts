import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CartItem, CartResponse } from '@haat/contracts';
import { setCartCount } from './cart-count-slice';
import { sendJson } from './fetch-json';
import type { ApiExtra } from './session-expiry';
import { selectCurrentUser, type UserState } from './user-slice';

/** The lines of a GET /cart/{userId} answer; 'No items found in cart' means none. */
export function cartLinesOf(answer: CartResponse): CartItem[] {
  return Array.isArray(answer) ? answer : [];
}

/**
 * Spec 4: ask the server for the cart again and show its number of lines in the header. A
 * plain call rather than the cart page's query (lib/cart-count), so that the product page,
 * which adds to the cart, does not load the signed-in screens' calls.
 */
export function refreshCartCount(): ThunkAction<
  Promise<void>,
  { user: UserState },
  ApiExtra,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const user = selectCurrentUser(getState());
    if (!user) return;
    try {
      const answer = await dispatch(
        sendJson<CartResponse>(`/cart/${encodeURIComponent(user._id)}`),
      );
      // An answer that lands after sign-out belongs to nobody on this device.
      if (selectCurrentUser(getState())?._id === user._id) {
        dispatch(setCartCount(cartLinesOf(answer).length));
      }
    } catch {
      // The count stays as it was; the screen that changed the cart said what happened.
    }
  };
}
