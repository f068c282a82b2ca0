import type { RouteObject } from 'react-router';

/** /place-order (spec 2); it needs a session, which the router's guard sees to. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'place-order',
    lazy: async () => ({ Component: (await import('./pages/PlaceOrderPage')).PlaceOrderPage }),
  },
];
