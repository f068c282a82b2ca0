import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CallAnswer, CartItem } from '@haat/contracts';
import type { CallKey } from './api-query';
import { callApiWith, type CallOptions } from './fetch-json';
import { currentUser, useCurrentUser } from './session';

/** The call cart.get with `userId`, as its queries are keyed (docs/product.md, "Cart"). */
const cartInput = (userId: string) => ({ params: { userId } });

/** A user's cart lines, from cart.get; its 'No items found in cart' means none. */
async function cartLines(userId: string, options: CallOptions): Promise<CartItem[]> {
  const answer: CallAnswer<'cart.get'> = await callApiWith('cart.get', options, cartInput(userId));
  return Array.isArray(answer) ? answer : [];
}

function setCount(client: QueryClient, userId: string, count: number) {
  // An answer that lands after sign-out belongs to nobody on this device.
  if (currentUser(client)?._id !== userId) return;
  client.setQueryData(cartQueries.count(userId).queryKey, count);
}

/**
 * The signed-in user's cart, in lib because the cart page, the checkout, the product page and
 * the header's count all read it (docs/decisions/112-session-and-cart-count-queries.md).
 */
export const cartQueries = {
  /**
   * The lines, asked for whenever a screen that shows them opens (the product page may have
   * added one) and dropped when none does, so coming back never shows old lines first. Every
   * answer also sets the header's count: reading the cart is refreshing the count.
   */
  lines: (userId: string) =>
    queryOptions({
      queryKey: ['cart.get', cartInput(userId)] as CallKey,
      queryFn: async ({ client, signal }) => {
        const lines = await cartLines(userId, { signal });
        setCount(client, userId, lines.length);
        return lines;
      },
      refetchOnMount: 'always',
      gcTime: 0,
    }),
  /**
   * The header's count of distinct lines (docs/product.md, "Header and footer"): the length of the same call's answer. It
   * is kept on the device with the session and asked for only when unknown, or refreshed
   * after a change (`refreshCartCount`, or any answer of `lines`).
   */
  count: (userId: string) =>
    queryOptions({
      // Its own key beside the lines' (`count` where they have their input), never matched by
      // an invalidation of the lines.
      queryKey: ['cart.get', 'count', cartInput(userId)] as const,
      queryFn: async ({ signal }) => (await cartLines(userId, { signal })).length,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** Asks the server for the cart again and shows its number of lines in the header. */
export async function refreshCartCount(client: QueryClient): Promise<void> {
  const user = currentUser(client);
  if (!user) return;
  const count = cartQueries.count(user._id);
  try {
    // A count read still on its way may have left before the change (the header asks for it
    // right after sign-in, as a pending add is made): fetchQuery would join it and keep what
    // it read, so it is dropped and the count asked for again.
    await client.cancelQueries({ queryKey: count.queryKey, exact: true });
    await client.fetchQuery({ ...count, staleTime: 0 });
  } catch {
    // The count stays as it was; the screen that changed the cart said what happened.
  }
}

/** The signed-in user's count of distinct cart lines; 0 for a visitor. */
export function useCartCount(): number {
  const user = useCurrentUser();
  const { data } = useQuery({ ...cartQueries.count(user?._id ?? ''), enabled: user !== null });
  return data ?? 0;
}
