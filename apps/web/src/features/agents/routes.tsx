import type { RouteObject } from 'react-router';

const dashboard = async () => ({
  Component: (await import('./pages/AgentDashboardPage')).AgentDashboardPage,
});

/**
 * The agent routes of spec 2, behind the server lookup of GET /agent/{id}: anyone who is not
 * an Agent goes to /. 'Your Products' for agents lives at /agent-products
 * (docs/decisions.md).
 */
export const agentRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/AgentGuard')).AgentGuard }),
    children: [
      { path: 'agent-add-users', lazy: dashboard },
      { path: 'agent-users', lazy: dashboard },
      {
        path: 'agent-user-details',
        lazy: async () => ({
          Component: (await import('./pages/AgentUserDetailsPage')).AgentUserDetailsPage,
        }),
      },
      {
        path: 'agent-products',
        lazy: async () => ({
          Component: (await import('./pages/AgentProductsPage')).AgentProductsPage,
        }),
      },
    ],
  },
];

/** The admin's view of agents (spec 2); app/router.tsx nests these inside the admin layout. */
export const adminAgentRoutes: RouteObject[] = [
  {
    path: 'admin-my-agents',
    lazy: async () => ({
      Component: (await import('./pages/AdminMyAgentsPage')).AdminMyAgentsPage,
    }),
  },
  {
    path: 'admin-user-details',
    lazy: async () => ({
      Component: (await import('./pages/AdminAgentProfilePage')).AdminAgentProfilePage,
    }),
  },
  {
    path: 'admin-added-user',
    lazy: async () => ({
      Component: (await import('./pages/AdminAddedUserPage')).AdminAddedUserPage,
    }),
  },
];
