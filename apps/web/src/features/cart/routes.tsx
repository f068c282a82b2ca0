import type { RouteObject } from 'react-router';

/** /cart (spec 2); it needs a session, which the router's guard sees to. */
export const cartRoutes: RouteObject[] = [
  {
    path: 'cart',
    lazy: async () => ({ Component: (await import('./pages/CartPage')).CartPage }),
  },
];
