import { useRoutes, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';
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
 * Every page is a lazy component, so each is its own chunk, and every path is one of
 * contracts' ROUTES (the server answers 404 for any other). A feature adds its list here in
 * one line (docs/decisions/048-declarative-routes.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      ...catalogRoutes,
      ...authRoutes,
      // docs/product.md, "Pages": these need a session.
      { Component: RequireAuth, children: [...cartRoutes, ...checkoutRoutes, ...orderRoutes] },
      // docs/product.md, "Pages": the admin routes, inside the admin layout, which lets only an
      // Admin in.
      { ...adminLayoutRoute, children: [...adminRoutes, ...adminAgentRoutes] },
      ...agentRoutes,
      { path: '*', Component: ErrorScreen },
    ],
  },
];

/** The page at the current address (React Router's declarative mode: no loaders). */
export function AppRoutes() {
  return useRoutes(routes);
}
