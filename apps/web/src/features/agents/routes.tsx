import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const Dashboard = lazyPage(() => import('./pages/AgentDashboardPage'), 'AgentDashboardPage');

/**
 * The agent routes of spec 2, behind the server lookup of GET /agent/{id}: anyone who is not
 * an Agent goes to /. 'Your Products' for agents lives at /agent-products
 * (docs/decisions.md).
 */
export const agentRoutes: RouteObject[] = [
  {
    Component: lazyPage(() => import('./components/AgentGuard'), 'AgentGuard'),
    children: [
      { path: 'agent-add-users', Component: Dashboard },
      { path: 'agent-users', Component: Dashboard },
      {
        path: 'agent-user-details',
        Component: lazyPage(() => import('./pages/AgentUserDetailsPage'), 'AgentUserDetailsPage'),
      },
      {
        path: 'agent-products',
        Component: lazyPage(() => import('./pages/AgentProductsPage'), 'AgentProductsPage'),
      },
    ],
  },
];

/** The admin's view of agents (spec 2); app/router.tsx nests these inside the admin layout. */
export const adminAgentRoutes: RouteObject[] = [
  {
    path: 'admin-my-agents',
    Component: lazyPage(() => import('./pages/AdminMyAgentsPage'), 'AdminMyAgentsPage'),
  },
  {
    path: 'admin-user-details',
    Component: lazyPage(() => import('./pages/AdminAgentProfilePage'), 'AdminAgentProfilePage'),
  },
  {
    path: 'admin-added-user',
    Component: lazyPage(() => import('./pages/AdminAddedUserPage'), 'AdminAddedUserPage'),
  },
];
