import { createApi } from '@reduxjs/toolkit/query/react';
import type { Health, MessageResponse } from '@haat/contracts';
import { sessionAwareBaseQuery } from './session-base-query';

/**
 * The one RTK Query API slice for all server data. Features add their calls with
 * `api.injectEndpoints` beside their pages; only calls the shell itself needs live here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  endpoints: (build) => ({
    health: build.query<Health, void>({ query: () => '/health' }),
    // Spec 7: GET /logout; its answer is not read.
    logout: build.mutation<void, void>({ query: () => ({ url: '/logout', method: 'GET' }) }),
    // Spec 7: GET /check-permission answers 'authenticated' while the session lasts.
    checkPermission: build.query<MessageResponse, void>({
      query: () => '/check-permission',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLogoutMutation } = api;
