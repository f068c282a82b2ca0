import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The admin dashboard's screens (docs/product.md, "Pages"), each a lazy chunk. app/router.tsx
 * nests them, and the agents' admin screens, in the admin layout (only for an Admin), and loads
 * this table with the first of them (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md).
 */
export const adminRoutes: RouteObject[] = [
  { path: ROUTES.admin, Component: lazyPage(() => import('./pages/UsersPage'), 'UsersPage') },
  {
    path: ROUTES.adminDashboard,
    Component: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage'),
  },
  {
    path: ROUTES.adminAddCategory,
    Component: lazyPage(() => import('./pages/CategoriesPage'), 'CategoriesPage'),
  },
  {
    path: ROUTES.adminAddProducts,
    Component: lazyPage(() => import('./pages/AddProductPage'), 'AddProductPage'),
  },
  {
    path: ROUTES.adminEditProducts,
    Component: lazyPage(() => import('./pages/EditProductPage'), 'EditProductPage'),
  },
  {
    path: ROUTES.adminAllProducts,
    Component: lazyPage(() => import('./pages/ProductsPage'), 'ProductsPage'),
  },
  {
    path: ROUTES.adminCatalogueFile,
    Component: lazyPage(() => import('./pages/CatalogueFilePage'), 'CatalogueFilePage'),
  },
  {
    path: ROUTES.adminAllOrders,
    Component: lazyPage(() => import('./pages/OrdersPage'), 'AllOrdersPage'),
  },
  {
    path: ROUTES.adminShippedOrders,
    Component: lazyPage(() => import('./pages/OrdersPage'), 'ShippedOrdersPage'),
  },
  {
    path: ROUTES.adminSettings,
    Component: lazyPage(() => import('./pages/SettingsPage'), 'SettingsPage'),
  },
  {
    path: ROUTES.adminCodPincodes,
    Component: lazyPage(() => import('./pages/CodPincodesPage'), 'CodPincodesPage'),
  },
  {
    path: ROUTES.adminToConfirm,
    Component: lazyPage(() => import('./pages/ToConfirmPage'), 'ToConfirmPage'),
  },
  {
    path: ROUTES.adminRemittances,
    Component: lazyPage(() => import('./pages/RemittancesPage'), 'RemittancesPage'),
  },
  {
    path: ROUTES.adminViewOrder,
    Component: lazyPage(() => import('./pages/OrderViewPage'), 'OrderViewPage'),
  },
];
