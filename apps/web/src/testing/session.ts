import type { QueryClient } from '@tanstack/react-query';
import { cartQueries } from '../lib/cart';
import { currentUser } from '../lib/session';

/** The header's cart count of whoever is signed in: 0 for a visitor. */
export function cartCountOf(client: QueryClient): number {
  const user = currentUser(client);
  return user ? (client.getQueryData(cartQueries.count(user._id).queryKey) ?? 0) : 0;
}
