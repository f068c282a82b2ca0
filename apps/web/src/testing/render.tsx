import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { makeStore } from '../app/store';
import { Toasts } from '../components/Toasts';
import { initialUserState } from '../lib/user-slice';

interface RenderOptions {
  /** Where the app is when the test starts: a path, or a location with its state. */
  route?: InitialEntry;
  user?: SessionUser | null;
  cartCount?: number;
  /** Shows the app's toasts beside the routes, so a test can read what they say. */
  withToasts?: boolean;
  /**
   * Pages the routes lead to that the test leaves out, by path ('/' for home): each shows
   * its text, so a test can see where the visitor went.
   */
  standIns?: Record<string, string>;
}

/** What a test reads of the router and how it moves it, as the data router's object did. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

function Routes({ routes, router }: { routes: RouteObject[]; router: RouterProbe }) {
  router.location = useLocation();
  router.navigateTo = useNavigate();
  return useRoutes(routes);
}

interface RouterProbe {
  location?: Location;
  navigateTo?: NavigateFunction;
}

/** Renders routes with the real store and a memory router, as the app wires them. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { route = '/', user = null, cartCount = 0, withToasts = false, standIns = {} } = options;
  const standInRoutes = Object.entries(standIns).map(([path, text]) => ({
    path,
    element: <p>{text}</p>,
  }));
  const navigate = vi.fn<(to: string) => void>();
  const store = makeStore({
    navigate,
    preloadedState: { user: { ...initialUserState, currentUser: user }, cartCount },
  });
  const probe: RouterProbe = {};
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('The router has not rendered yet');
      return { location: probe.location };
    },
    async navigate(to) {
      if (!probe.navigateTo) throw new Error('The router has not rendered yet');
      await (typeof to === 'number' ? probe.navigateTo(to) : probe.navigateTo(to));
    },
  };
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes routes={[...routes, ...standInRoutes]} router={probe} />
      </MemoryRouter>
      {withToasts && <Toasts />}
    </Provider>,
  );
  return { ...view, store, router, navigate };
}

/** Renders one element at every path, with the real store and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
