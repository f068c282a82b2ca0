import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { Health } from '@haat/contracts';
import { addLazySlice } from './lazy-slices';
import { sessionAwareBaseQuery } from './session-base-query';
import { signOut } from './user-slice';

/**
 * The RTK Query API slice of the signed-in screens (account forms, cart, checkout, orders).
 * Features add their calls with `api.injectEndpoints` beside their pages. It adds itself to
 * the store when the first of those screens loads, so the first load of the shop does not
 * carry it; the storefront reads through lib/fetch-query.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  endpoints: (build) => ({
    health: build.query<Health, void>({ query: () => '/health' }),
  }),
});

declare module './lazy-slices' {
  // Declaration merging: the store's state type gains `api` once this module is loaded.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

/** Cached server data belongs to the user who fetched it; drop it when they sign out. */
const resetOnSignOut: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signOut.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

addLazySlice(api, api.middleware, resetOnSignOut);
