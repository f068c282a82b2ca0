import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { makeStore } from '../app/store';
import { initialUserState } from '../lib/user-slice';

interface RenderOptions {
  /** Where the app is when the test starts: a path, or a location with its state. */
  route?: InitialEntry;
  user?: SessionUser | null;
  cartCount?: number;
}

/** Renders routes with the real store and a memory router, as the app wires them. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { route = '/', user = null, cartCount = 0 } = options;
  const navigate = vi.fn<(to: string) => void>();
  const store = makeStore({
    navigate,
    preloadedState: { user: { ...initialUserState, currentUser: user }, cartCount },
  });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, navigate };
}

/** Renders one element at every path, with the real store and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
