import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
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
import type { I18n } from '@lingui/core';
import type { SessionUser } from '@haat/contracts';
import { AppProviders } from '../app/AppProviders';
import { Toasts } from '../components/Toasts';
import { cartQueries } from '../lib/cart';
import { makeQueryClient } from '../lib/react-query';
import { startSession } from '../lib/session';
import { englishWithEveryCatalogue } from './catalogues';

interface RenderOptions {
  /** Where the app is when the test starts: a path, or a location with its state. */
  route?: InitialEntry;
  /** Who is signed in, with `cartCount` lines in their cart as the header last heard. */
  user?: SessionUser | null;
  cartCount?: number;
  /** Shows the app's toasts beside the routes, so a test can read what they say. */
  withToasts?: boolean;
  /**
   * Pages the routes lead to that the test leaves out, by path ('/' for home): each shows
   * its text, so a test can see where the visitor went.
   */
  standIns?: Record<string, string>;
  /** The render's messages (`await loadEveryCatalogue('hi')` for Hindi); English with every catalogue without. */
  i18n?: I18n;
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

/** Renders routes with a real query client and a memory router, as the app wires them. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { route = '/', user = null, cartCount = 0, withToasts = false, standIns = {} } = options;
  const standInRoutes = Object.entries(standIns).map(([path, text]) => ({
    path,
    element: <p>{text}</p>,
  }));
  const navigate = vi.fn<(to: string) => void>();
  // A fresh client for each test, with retries off so that a failure shows at once.
  const queryClient = makeQueryClient({ navigate, retry: false });
  if (user) {
    startSession(queryClient, user);
    queryClient.setQueryData(cartQueries.count(user._id).queryKey, cartCount);
  }
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
    <AppProviders client={queryClient} i18n={options.i18n ?? englishWithEveryCatalogue()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes routes={[...routes, ...standInRoutes]} router={probe} />
      </MemoryRouter>
      {withToasts && <Toasts />}
    </AppProviders>,
  );
  return { ...view, queryClient, router, navigate };
}

/** Renders one element at every path, with a real query client and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
