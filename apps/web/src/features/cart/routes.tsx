import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/** /cart (spec 2); it needs a session, which the router's guard sees to. */
export const cartRoutes: RouteObject[] = [
  { path: ROUTES.cart, Component: lazyPage(() => import('./pages/CartPage'), 'CartPage') },
];
