import type { RouteObject } from 'react-router';

/** /my-orders (spec 2); it needs a session, which the router's guard sees to. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'my-orders',
    lazy: async () => ({ Component: (await import('./pages/MyOrdersPage')).MyOrdersPage }),
  },
];
