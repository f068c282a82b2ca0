import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { adminLayoutRoute, adminRoutes } from '../features/admin/routes';
import { adminAgentRoutes, agentRoutes } from '../features/agents/routes';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { authRoutes } from '../features/auth/routes';
import { cartRoutes } from '../features/cart/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { orderRoutes } from '../features/orders/routes';
import { RootLayout } from './RootLayout';

/**
 * Every page is a lazy route, so each is its own chunk. Features add their routes here as
 * their pages arrive.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: (
      <main id="main">
        <ErrorScreen />
      </main>
    ),
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/catalog/pages/HomePage')).HomePage,
        }),
      },
      ...authRoutes,
      ...catalogRoutes,
      // Spec 2: these need a session.
      { Component: RequireAuth, children: [...cartRoutes, ...checkoutRoutes, ...orderRoutes] },
      // Spec 2: the admin routes, inside the admin layout, which lets only an Admin in.
      { ...adminLayoutRoute, children: [...adminRoutes, ...adminAgentRoutes] },
      ...agentRoutes,
      { path: '*', Component: ErrorScreen },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
