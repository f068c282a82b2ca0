import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The admin layout route (spec 2: every admin route inside one layout, only for an Admin),
 * lazily loaded. app/router.tsx nests the admin routes, and the agents' admin screens, in it:
 *
 *   { ...adminLayoutRoute, children: [...adminRoutes, ...adminAgentRoutes] }
 */
export const adminLayoutRoute: NonIndexRouteObject = {
  Component: lazyPage(() => import('./components/AdminLayout'), 'AdminLayout'),
};

/** The admin dashboard's screens of spec 2, each a lazy chunk. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    Component: lazyPage(() => import('./pages/UsersPage'), 'UsersPage'),
  },
  {
    path: 'admin-add-category',
    Component: lazyPage(() => import('./pages/CategoriesPage'), 'CategoriesPage'),
  },
  {
    path: 'admin-add-products',
    Component: lazyPage(() => import('./pages/AddProductPage'), 'AddProductPage'),
  },
  {
    path: 'admin-edit-products/:id',
    Component: lazyPage(() => import('./pages/EditProductPage'), 'EditProductPage'),
  },
  {
    path: 'admin-all-products',
    Component: lazyPage(() => import('./pages/ProductsPage'), 'ProductsPage'),
  },
  {
    path: 'admin-all-orders',
    Component: lazyPage(() => import('./pages/OrdersPage'), 'AllOrdersPage'),
  },
  {
    path: 'admin-shipped-orders',
    Component: lazyPage(() => import('./pages/OrdersPage'), 'ShippedOrdersPage'),
  },
  {
    path: 'admin-view-order',
    Component: lazyPage(() => import('./pages/OrderViewPage'), 'OrderViewPage'),
  },
];
