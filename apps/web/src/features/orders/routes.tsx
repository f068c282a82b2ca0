import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/**
 * /my-orders (docs/product.md, "My Orders"); it needs a session, which the router's guard sees to.
 */
export const orderRoutes: RouteObject[] = [
  {
    path: ROUTES.myOrders,
    Component: lazyPage(() => import('./pages/MyOrdersPage'), 'MyOrdersPage'),
  },
];
