import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/** /cart (docs/product.md, "Cart"); it needs a session, which the router's guard sees to. */
export const cartRoutes: RouteObject[] = [
  { path: ROUTES.cart, Component: lazyPage(() => import('./pages/CartPage'), 'CartPage') },
];
