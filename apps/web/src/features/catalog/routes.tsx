import type { RouteObject } from 'react-router';

/** The storefront pages of spec 2 (home stays the router's index route), each a lazy chunk. */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'products-details',
    lazy: async () => ({
      Component: (await import('./pages/ProductListingPage')).ProductListingPage,
    }),
  },
  {
    // Spec 2: the id is optional; without one (nothing passes a product along) it is not found.
    path: 'product/:id?',
    lazy: async () => ({ Component: (await import('./pages/ProductPage')).ProductPage }),
  },
  {
    path: 'shared-product/:productId/:agentId',
    lazy: async () => ({ Component: (await import('./pages/ProductPage')).ProductPage }),
  },
];
