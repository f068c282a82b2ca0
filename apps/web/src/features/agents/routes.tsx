import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The agent routes (docs/product.md, "Roles and permissions"); app/router.tsx nests them in the
 * agents' guard (components/AgentGuard, the server lookup of GET /agent/{id}: anyone who is not an
 * Agent goes to /), and loads this table with the first of them. 'Your Products' for agents lives at
 * /agent-products (docs/decisions/084-agent-screens.md).
 */
export const agentRoutes: RouteObject[] = [
  {
    path: ROUTES.agentAddUsers,
    Component: lazyPage(() => import('./pages/AgentDashboardPage'), 'AgentDashboardPage'),
  },
  {
    path: ROUTES.agentUsers,
    Component: lazyPage(() => import('./pages/AgentDashboardPage'), 'AgentDashboardPage'),
  },
  {
    path: ROUTES.agentUserDetails,
    Component: lazyPage(() => import('./pages/AgentUserDetailsPage'), 'AgentUserDetailsPage'),
  },
  {
    path: ROUTES.agentPlaceOrder,
    Component: lazyPage(() => import('./pages/AgentPlaceOrderPage'), 'AgentPlaceOrderPage'),
  },
  {
    path: ROUTES.agentProducts,
    Component: lazyPage(() => import('./pages/AgentProductsPage'), 'AgentProductsPage'),
  },
];

/**
 * The admin's view of agents (docs/product.md, "Admin: agents"); app/router.tsx nests these inside
 * the admin layout.
 */
export const adminAgentRoutes: RouteObject[] = [
  {
    path: ROUTES.adminMyAgents,
    Component: lazyPage(() => import('./pages/AdminMyAgentsPage'), 'AdminMyAgentsPage'),
  },
  {
    path: ROUTES.adminUserDetails,
    Component: lazyPage(() => import('./pages/AdminAgentProfilePage'), 'AdminAgentProfilePage'),
  },
  {
    path: ROUTES.adminAddedUser,
    Component: lazyPage(() => import('./pages/AdminAddedUserPage'), 'AdminAddedUserPage'),
  },
];
