import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/** /my-orders (spec 2); it needs a session, which the router's guard sees to. */
export const orderRoutes: RouteObject[] = [
  {
    path: ROUTES.myOrders,
    Component: lazyPage(() => import('./pages/MyOrdersPage'), 'MyOrdersPage'),
  },
];
