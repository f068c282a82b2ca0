import type { NonIndexRouteObject, RouteObject } from 'react-router';

/**
 * The admin layout route (spec 2: every admin route inside one layout, only for an Admin),
 * lazily loaded. app/router.tsx nests the admin routes, and the agents' admin screens, in it:
 *
 *   { ...adminLayoutRoute, children: [...adminRoutes, ...adminAgentRoutes] }
 */
export const adminLayoutRoute: NonIndexRouteObject = {
  // The root layout leaves the bar to this layout (it brings the admin bar) where it matches.
  handle: { bringsOwnBar: true },
  lazy: async () => ({ Component: (await import('./components/AdminLayout')).AdminLayout }),
};

/** The admin dashboard's screens of spec 2, each a lazy chunk. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./pages/UsersPage')).UsersPage }),
  },
  {
    path: 'admin-add-category',
    lazy: async () => ({ Component: (await import('./pages/CategoriesPage')).CategoriesPage }),
  },
  {
    path: 'admin-add-products',
    lazy: async () => ({ Component: (await import('./pages/AddProductPage')).AddProductPage }),
  },
  {
    path: 'admin-edit-products/:id',
    lazy: async () => ({ Component: (await import('./pages/EditProductPage')).EditProductPage }),
  },
  {
    path: 'admin-all-products',
    lazy: async () => ({ Component: (await import('./pages/ProductsPage')).ProductsPage }),
  },
  {
    path: 'admin-all-orders',
    lazy: async () => ({ Component: (await import('./pages/OrdersPage')).AllOrdersPage }),
  },
  {
    path: 'admin-shipped-orders',
    lazy: async () => ({ Component: (await import('./pages/OrdersPage')).ShippedOrdersPage }),
  },
  {
    path: 'admin-view-order',
    lazy: async () => ({ Component: (await import('./pages/OrderViewPage')).OrderViewPage }),
  },
];
