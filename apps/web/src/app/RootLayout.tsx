import { Suspense, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from '../components/Footer';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Header } from '../components/Header';
import { AgentBar } from '../features/agents/components/AgentBar';
import { ScrollToTop } from '../components/ScrollToTop';
import { Toasts } from '../components/Toasts';
import { selectCurrentUser } from '../lib/user-slice';
import { navigationBarFor, type NavigationBar } from './navigation-bar';

/** The admin layout (features/admin) brings its own bar, with its lazily loaded screens. */
function NoBar() {
  return null;
}

/** Whether a screen answers this path (else the not-found screen does, in the public frame). */
function isKnownPage(pathname: string): boolean {
  return Object.values(ROUTES).some((pattern) => matchPath(pattern, pathname) !== null);
}

const navigationBars: Record<NavigationBar, ComponentType> = {
  public: Header,
  admin: NoBar,
  agent: AgentBar,
};

/** The frame around every page: navigation bar, page, footer and toasts. */
export function RootLayout() {
  const user = useSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const bar = navigationBarFor(user?.role, pathname);
  // An admin path that no admin screen answers (a mistyped address) keeps the public bar.
  const NavigationBar = bar === 'admin' && !isKnownPage(pathname) ? Header : navigationBars[bar];

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          {/* The loader's spacer keeps the footer below the first screen until the page
              arrives, so the page appearing shifts nothing in view. */}
          <Suspense
            fallback={
              <>
                <FullScreenLoader />
                <div aria-hidden="true" className="min-h-dvh" />
              </>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
