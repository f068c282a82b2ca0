import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem, CartResponse } from '@haat/contracts';
import type { ApiKey } from './api-query';
import { fetchJson } from './fetch-json';
import { currentUser, useCurrentUser } from './session';

/** GET /cart/{userId}: a user's cart (docs/product.md, "Cart"). */
const cartPath = (userId: string) => `/cart/${encodeURIComponent(userId)}`;

/** The lines of a GET /cart/{userId} answer; 'No items found in cart' means none. */
function cartLinesOf(answer: CartResponse): CartItem[] {
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
      queryKey: [cartPath(userId), {}] as ApiKey,
      queryFn: async ({ client, signal }) => {
        const lines = cartLinesOf(await fetchJson<CartResponse>(cartPath(userId), { signal }));
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
      queryKey: [cartPath(userId), 'count'] as const,
      queryFn: async ({ signal }) =>
        cartLinesOf(await fetchJson<CartResponse>(cartPath(userId), { signal })).length,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** Asks the server for the cart again and shows its number of lines in the header. */
export async function refreshCartCount(client: QueryClient): Promise<void> {
  const user = currentUser(client);
  if (!user) return;
  try {
    await client.fetchQuery({ ...cartQueries.count(user._id), staleTime: 0 });
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
