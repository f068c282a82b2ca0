import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/**
 * /place-order (docs/product.md, "Checkout"); it needs a session, which the router's guard sees to.
 */
export const checkoutRoutes: RouteObject[] = [
  {
    path: ROUTES.placeOrder,
    Component: lazyPage(() => import('./pages/PlaceOrderPage'), 'PlaceOrderPage'),
  },
];
