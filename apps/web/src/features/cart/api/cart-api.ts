import type { MessageResponse, RemoveFromCartBody, UpdateQuantityBody } from '@haat/contracts';
import { cartLinesApi } from '../../../lib/cart-count';

/** Which cart the change is for, so the cached lines can change before the server answers. */
interface ForUser {
  userId: string;
}

/**
 * The cart's changes (spec 7). Each one changes the cached lines at once, puts them back if
 * the server refuses, and then refetches the cart: the server's lines (and the header's count)
 * always have the last word.
 */
export const cartApi = cartLinesApi.injectEndpoints({
  endpoints: (build) => ({
    updateCartQuantity: build.mutation<MessageResponse, Required<UpdateQuantityBody> & ForUser>({
      query: ({ productId, size, quantity }) => ({
        url: '/cart/update-quantity',
        method: 'PUT',
        body: { productId, size, quantity },
      }),
      async onQueryStarted({ userId, productId, size, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartLinesApi.util.updateQueryData('getCartLines', userId, (lines) => {
            const line = lines.find((each) => each.productId === productId && each.size === size);
            if (line) line.quantity = quantity;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Cart'],
    }),

    removeCartLine: build.mutation<MessageResponse, Required<RemoveFromCartBody> & ForUser>({
      query: ({ productId, size }) => ({
        url: '/cart/remove-product',
        method: 'DELETE',
        body: { productId, size },
      }),
      async onQueryStarted({ userId, productId, size }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartLinesApi.util.updateQueryData('getCartLines', userId, (lines) =>
            lines.filter((each) => !(each.productId === productId && each.size === size)),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useUpdateCartQuantityMutation, useRemoveCartLineMutation } = cartApi;
