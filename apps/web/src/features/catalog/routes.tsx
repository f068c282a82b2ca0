import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/** The storefront pages (docs/product.md, "Pages"), each a lazy chunk. */
export const catalogRoutes: RouteObject[] = [
  { path: ROUTES.home, Component: lazyPage(() => import('./pages/HomePage'), 'HomePage') },
  {
    path: ROUTES.productListing,
    Component: lazyPage(() => import('./pages/ProductListingPage'), 'ProductListingPage'),
  },
  // docs/product.md, "Product page": the id is optional; without one (nothing passes a product
  // along) it is not found.
  {
    path: ROUTES.product,
    Component: lazyPage(() => import('./pages/ProductPage'), 'ProductPage'),
  },
  {
    path: ROUTES.sharedProduct,
    Component: lazyPage(() => import('./pages/ProductPage'), 'ProductPage'),
  },
];
