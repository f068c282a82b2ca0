import type { CartItem } from '@haat/contracts';
import { api } from './api';
import { setCartCount } from './cart-count-slice';
import { cartLinesOf } from './refresh-cart-count';
import { selectCurrentUser, type UserState } from './user-slice';

/**
 * The signed-in user's cart. It lives here rather than in a feature because the cart page,
 * the checkout and the header's count all read it. Every answer also sets the header's count
 * of distinct lines (spec 2), so refetching the cart is refreshing the count.
 */
export const cartLinesApi = api.enhanceEndpoints({ addTagTypes: ['Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    getCartLines: build.query<CartItem[], string>({
      query: (userId) => `/cart/${encodeURIComponent(userId)}`,
      transformResponse: cartLinesOf,
      providesTags: ['Cart'],
      // Leaving the cart drops it, so coming back (after adding on a product page) never
      // shows the old lines first.
      keepUnusedDataFor: 0,
      async onQueryStarted(userId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // An answer that lands after sign-out belongs to nobody on this device.
          if (selectCurrentUser(getState() as unknown as { user: UserState })?._id === userId) {
            dispatch(setCartCount(data.length));
          }
        } catch {
          // The screen that asked shows the failure; the count stays as it was.
        }
      },
    }),
  }),
});

export const { useGetCartLinesQuery } = cartLinesApi;
