import type {
  CartItem,
  MessageResponse,
  RemoveFromCartBody,
  UpdateQuantityBody,
} from '@haat/contracts';
import { cartLinesPath } from '../../../lib/cart-count';
import { defineMutation } from '../../../lib/endpoints';

/** Which cart the change is for, so the cached lines can change before the server answers. */
interface ForUser {
  userId: string;
}

// The cart's changes (spec 7). Each one changes the cached lines at once, puts them back if
// the server refuses, and then the cart is read again: the server's lines (and the header's
// count) always have the last word.

export const useUpdateCartQuantityMutation = defineMutation<
  MessageResponse,
  Required<UpdateQuantityBody> & ForUser
>({
  query: ({ productId, size, quantity }) => ({
    url: '/cart/update-quantity',
    method: 'PUT',
    body: { productId, size, quantity },
  }),
  patch: ({ userId, productId, size, quantity }) => ({
    path: cartLinesPath(userId),
    change: (lines: CartItem[]) =>
      lines.map((line) =>
        line.productId === productId && line.size === size ? { ...line, quantity } : line,
      ),
  }),
  invalidates: ['Cart'],
});

export const useRemoveCartLineMutation = defineMutation<
  MessageResponse,
  Required<RemoveFromCartBody> & ForUser
>({
  query: ({ productId, size }) => ({
    url: '/cart/remove-product',
    method: 'DELETE',
    body: { productId, size },
  }),
  patch: ({ userId, productId, size }) => ({
    path: cartLinesPath(userId),
    change: (lines: CartItem[]) =>
      lines.filter((line) => !(line.productId === productId && line.size === size)),
  }),
  invalidates: ['Cart'],
});
