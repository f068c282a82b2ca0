import { useSyncExternalStore } from 'react';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@haat/contracts';

/**
 * The signed-in user is a query of its own (docs/decisions/112-session-and-cart-count-queries.md):
 * no call answers it; signing in sets it, signing out empties it, and it is kept on the device
 * (lib/persisted-session).
 */
export const sessionQueries = {
  user: () =>
    queryOptions<SessionUser | null>({
      queryKey: ['session'],
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** Who is signed in on this device, or null. */
export function currentUser(client: QueryClient): SessionUser | null {
  return client.getQueryData(sessionQueries.user().queryKey) ?? null;
}

const subscribeToNothing = () => () => undefined;

/**
 * Who is signed in on this device, or null; the screen follows sign-in and sign-out (the query
 * renders the component again). Null while React takes over a page the server rendered, which
 * is the same for every visitor: that render takes the server's snapshot, and React renders the
 * part again at once, synchronously, only if the visitor differs from it — never for a visitor
 * who is not signed in, so a rendered page is not drawn a second time in one long task after
 * it hydrates (docs/decisions/384-visitor-state-after-hydration.md,
 * docs/decisions/500-one-hydration-per-rendered-page.md).
 */
export function useCurrentUser(): SessionUser | null {
  const user = useQuery(sessionQueries.user()).data ?? null;
  return useSyncExternalStore(
    subscribeToNothing,
    () => user,
    () => null,
  );
}

export function startSession(client: QueryClient, user: SessionUser): void {
  client.setQueryData(sessionQueries.user().queryKey, user);
}

/**
 * Ends the session on this device: nobody is signed in, and every answer the server gave is
 * forgotten (they were the user's), as are the calls made.
 */
export function endSession(client: QueryClient): void {
  const session = sessionQueries.user().queryKey;
  // Emptied rather than removed, so every screen that shows the user hears of it.
  client.setQueryData(session, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== session[0] });
  client.getMutationCache().clear();
}
