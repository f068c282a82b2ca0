/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/286-service-worker-inject-manifest.md), built by
 * vite-plugin-pwa's injectManifest into `/sw.js`:
 * - the build's hashed files and the offline shell (`shell.html`) are precached;
 * - pages go to the network first, with a timeout; the storefront's pages the visitor saw are
 *   kept, so they open again offline, and any other page offline gets the shell. A page is never
 *   answered from the shell while the server answers (Workbox's navigateFallback would);
 * - the public catalogue reads of contracts' CALL_PATHS are stale-while-revalidate for a few
 *   minutes; product images cache-first, a bounded number;
 * - nothing else is touched: cart, orders, account, agent and admin answers, and every request
 *   that is not a GET, go to the network as if there were no service worker.
 */
import { CALL_PATHS, ROUTES } from '@haat/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CATALOGUE_CACHE, IMAGE_CACHE, PAGE_CACHE, SHELL_URL } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** How long a page may take before the kept copy (or the shell) answers instead. */
const PAGE_TIMEOUT_SECONDS = 4;
/** Catalogue answers are reused this long at most (they are refreshed on every use anyway). */
const CATALOGUE_MAX_AGE_SECONDS = 5 * 60;
const CATALOGUE_MAX_ENTRIES = 60;
const IMAGE_MAX_ENTRIES = 80;
const IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const PAGE_MAX_ENTRIES = 20;
const PAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version waits until the reader says 'reload' (lib/service-worker.ts): no skipWaiting
// here. clientsClaim only matters for the very first install, when no code is swapped.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** `/api/products/:id` → a pattern for the whole path. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The catalogue's public reads, as contracts declare them: nothing else is ever cached. */
const CATALOGUE_READS = Object.entries(CALL_PATHS)
  .filter(
    ([name, call]) =>
      name.startsWith('catalog.') && call.method === 'GET' && call.access === 'public',
  )
  .map(([, call]) => pathPattern(call.path));

/** Storefront pages kept for offline reading; the others (cart, account, admin…) are not. */
const KEPT_PAGES = [ROUTES.home, ROUTES.productListing, ROUTES.product.replace('?', '')].map(
  pathPattern,
);

/** Only whole, plain, public answers are stored: never one marked private or no-store. */
const storePublicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('cache-control') ?? '';
    return response.status === 200 && !/no-store|private/.test(cacheControl) ? response : null;
  },
};

/** Offline, a page nobody kept gets the shell, which renders it from what is cached. */
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    sameOrigin(url) &&
    KEPT_PAGES.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [
      storePublicAnswersOnly,
      new ExpirationPlugin({
        maxEntries: PAGE_MAX_ENTRIES,
        maxAgeSeconds: PAGE_MAX_AGE_SECONDS,
      }),
      shellWhenOffline,
    ],
  }),
);

// Every other page: the network only; the shell when it fails (offline), never instead of it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(SHELL_URL)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    CATALOGUE_READS.some((pattern) => pattern.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: CATALOGUE_CACHE,
    plugins: [
      storePublicAnswersOnly,
      new ExpirationPlugin({
        maxEntries: CATALOGUE_MAX_ENTRIES,
        maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS,
      }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      storePublicAnswersOnly,
      new ExpirationPlugin({
        maxEntries: IMAGE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
