import { mutationOptions } from '@tanstack/react-query';
import type { CartItem, RemoveFromCartBody, UpdateQuantityBody } from '@haat/contracts';
import { cartQueries } from '../../../lib/cart';
import { callApi } from '../../../lib/fetch-json';

/** Which cart the change is for, so the cached lines can change before the server answers. */
interface ForUser {
  userId: string;
}

type LineChange = Required<RemoveFromCartBody> & ForUser;

/**
 * A change to the cart's lines (docs/product.md, "Cart"): the lines on screen change at once (`change`), are
 * put back if the server refuses, and the cart is then read again whatever happened, so the
 * server's lines (and the header's count) have the last word.
 */
function lineMutation<Change extends LineChange>(
  send: (change: Change) => Promise<unknown>,
  change: (lines: CartItem[], change: Change) => CartItem[],
) {
  const linesKey = (userId: string) => cartQueries.lines(userId).queryKey;
  return mutationOptions({
    mutationFn: send,
    onMutate: async (variables: Change, { client }) => {
      const key = linesKey(variables.userId);
      // An answer on its way must not overwrite the change on screen.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, change(before, variables));
      return { before };
    },
    onError: (_error, { userId }, onMutateResult, { client }) => {
      if (onMutateResult?.before) client.setQueryData(linesKey(userId), onMutateResult.before);
    },
    onSettled: (_answer, _error, { userId }, _onMutateResult, { client }) =>
      void client.invalidateQueries({ queryKey: linesKey(userId), exact: true }),
  });
}

const isLine = (line: CartItem, { productId, size }: LineChange) =>
  line.productId === productId && line.size === size;

export const cartMutations = {
  updateQuantity: () =>
    lineMutation<Required<UpdateQuantityBody> & ForUser>(
      ({ productId, size, quantity }) =>
        callApi('cart.items.setQuantity', { body: { productId, size, quantity } }),
      (lines, change) =>
        lines.map((line) => (isLine(line, change) ? { ...line, quantity: change.quantity } : line)),
    ),
  removeLine: () =>
    lineMutation<LineChange>(
      ({ productId, size }) => callApi('cart.items.remove', { body: { productId, size } }),
      (lines, change) => lines.filter((line) => !isLine(line, change)),
    ),
};
