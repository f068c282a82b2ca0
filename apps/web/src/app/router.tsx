import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { ErrorScreen } from '../components/ErrorScreen';
import { accountRoutes } from '../features/account/routes';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { authRoutes } from '../features/auth/routes';
import { cartRoutes } from '../features/cart/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { orderRoutes } from '../features/orders/routes';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './RootLayout';
import { routesLoadedLater } from './routes-loaded-later';

/**
 * The admin's and the agents' screens: their paths here, their tables (features/admin/routes.tsx,
 * features/agents/routes.tsx) loaded with their first page, so that no storefront page carries
 * them (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md). router.test.tsx checks
 * these lists against the tables.
 */
export const ADMIN_PATHS = [
  ROUTES.admin,
  ROUTES.adminDashboard,
  ROUTES.adminAddCategory,
  ROUTES.adminAddProducts,
  ROUTES.adminEditProducts,
  ROUTES.adminAllProducts,
  ROUTES.adminCatalogueFile,
  ROUTES.adminAllOrders,
  ROUTES.adminShippedOrders,
  ROUTES.adminSettings,
  ROUTES.adminCodPincodes,
  ROUTES.adminToConfirm,
  ROUTES.adminRemittances,
  ROUTES.adminViewOrder,
  ROUTES.adminMyAgents,
  ROUTES.adminUserDetails,
  ROUTES.adminAddedUser,
] as const;

export const AGENT_PATHS = [
  ROUTES.agentAddUsers,
  ROUTES.agentUsers,
  ROUTES.agentUserDetails,
  ROUTES.agentPlaceOrder,
  ROUTES.agentProducts,
] as const;

/** The admin layout (only an Admin gets in), with its bar. */
const adminLayoutRoute = {
  Component: lazyPage(() => import('../features/admin/components/AdminLayout'), 'AdminLayout'),
} satisfies RouteObject;

/** The agents' guard (anyone who is not an Agent goes to /). */
const agentLayoutRoute = {
  Component: lazyPage(() => import('../features/agents/components/AgentGuard'), 'AgentGuard'),
} satisfies RouteObject;

const adminScreens = routesLoadedLater(ADMIN_PATHS, async () => {
  const [admin, agents] = await Promise.all([
    import('../features/admin/routes'),
    import('../features/agents/routes'),
  ]);
  return [...admin.adminRoutes, ...agents.adminAgentRoutes];
});

const agentScreens = routesLoadedLater(
  AGENT_PATHS,
  async () => (await import('../features/agents/routes')).agentRoutes,
);

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
      {
        Component: RequireAuth,
        children: [...cartRoutes, ...checkoutRoutes, ...orderRoutes, ...accountRoutes],
      },
      // docs/product.md, "Pages": the admin routes, inside the admin layout, which lets only an
      // Admin in.
      { ...adminLayoutRoute, children: adminScreens },
      { ...agentLayoutRoute, children: agentScreens },
      { path: '*', Component: ErrorScreen },
    ],
  },
];

/**
 * `list` cut down to the branches that end at one of `paths`: what the server renders needs no
 * other, and React Router flattens and ranks every route of the list on each render (1.5 ms of
 * a 6 ms render of the whole list). The pages matched, and so the HTML, are the same.
 */
export function routesEndingAt(paths: readonly string[], list: RouteObject[] = routes) {
  return list.flatMap((route): RouteObject[] => {
    if (!route.children) return route.path && paths.includes(route.path) ? [route] : [];
    const children = routesEndingAt(paths, route.children);
    return children.length ? [{ ...route, children } as RouteObject] : [];
  });
}

/** The page at the current address (React Router's declarative mode: no loaders). */
export function AppRoutes({ list = routes }: { list?: RouteObject[] }) {
  return useRoutes(list);
}
