import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/**
 * /my-account (docs/product.md, "My account"); it needs a session, which the router's guard
 * sees to.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: ROUTES.myAccount,
    Component: lazyPage(() => import('./pages/MyAccountPage'), 'MyAccountPage'),
  },
];
