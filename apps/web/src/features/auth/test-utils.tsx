import { Outlet, type InitialEntry } from 'react-router';
import type { SessionUser } from '@haat/contracts';
import { Toasts } from '../../components/Toasts';
import { renderRoutes } from '../../testing/render';
import { authRoutes } from './routes';

/**
 * The account pages as the app routes them, with toasts, and stand-ins for the pages they
 * lead to. Each stand-in shows its path, so a test can see where the visitor went.
 */
export function renderAuthPage(route: InitialEntry, options: { user?: SessionUser | null } = {}) {
  return renderRoutes(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Loading…</p>,
        element: (
          <>
            <Outlet />
            <Toasts />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'cart', element: <p>Cart page</p> },
          ...authRoutes,
        ],
      },
    ],
    { route, ...options },
  );
}
