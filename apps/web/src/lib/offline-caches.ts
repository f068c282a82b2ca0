/**
 * The service worker's caches (src/sw.ts), named here so that the app, its tests and the
 * journeys that look inside them agree. Cart, orders, account, agent and admin answers have no
 * cache: they are never stored.
 */
export const CATALOGUE_CACHE = 'haat-catalogue';
export const IMAGE_CACHE = 'haat-images';
export const PAGE_CACHE = 'haat-pages';
/** index.html as the build writes it, with no route's preloads: the page offline. */
export const SHELL_URL = 'shell.html';
