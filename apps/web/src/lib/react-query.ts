import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { statusOf } from './api-error';
import { expireSession } from './session-expiry';

declare module '@tanstack/react-query' {
  interface Register {
    // Calls reject with lib/fetch-json's FetchFailure, which is not an Error; read it with
    // lib/api-error.
    defaultError: unknown;
    mutationMeta: {
      /**
       * Made without a session (signing in): its 401 is the answer (a wrong password), not
       * the end of someone's session.
       */
      sessionless?: boolean;
    };
  }
}

/** An answer is reused this long before a screen that shows it asks again. */
export const FRESH_MS = 60_000;

/** How many times a read is tried again after the first failure. */
const READ_RETRIES = 2;

/**
 * A read that got no answer, or a server failure, is tried again; a refusal (4xx) would only
 * be said again.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return failureCount < READ_RETRIES && (status === undefined || status >= 500);
}

interface QueryClientOptions {
  /** Where the app goes when a session ends (the router's navigate). */
  navigate: (to: string) => void;
  /** Tests turn retries off, so a failure shows at once. */
  retry?: boolean;
}

/**
 * The one client of the server data (docs/architecture.md, "Server data on the web"): one per
 * browser, made by the app, never kept at module level, so that a server can make one per
 * request. Every call made through it passes the one 401 handler: a 401 while someone is
 * signed in ends the session the way the app does (lib/session-expiry).
 */
export function makeQueryClient({ navigate, retry = true }: QueryClientOptions): QueryClient {
  const endSessionOn401 = (error: unknown) => {
    if (statusOf(error) === 401) expireSession(client, navigate);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (!mutation.meta?.sessionless) endSessionOn401(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: retry ? retryRead : false,
        // Offline, a read is still tried once: the service worker may have the answer
        // (apps/web/src/sw.ts); back online, whatever is on screen is asked again.
        networkMode: 'offlineFirst',
        refetchOnReconnect: 'always',
      },
      // A change is never sent twice on its own: the screen says what happened. Offline it
      // fails at once, saying so (lib/api-error's OFFLINE_MESSAGE), instead of waiting paused.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
