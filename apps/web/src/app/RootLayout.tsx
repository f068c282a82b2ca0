import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from '../components/Footer';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Header } from '../components/Header';
import { ScrollMemory } from '../components/ScrollMemory';
import { Toasts } from '../components/Toasts';
import { lazyPage } from '../lib/lazy-page';
import { useCurrentUser } from '../lib/session';
import { navigationBarFor, type NavigationBar } from './navigation-bar';

/** The admin layout (features/admin) brings its own bar, with its lazily loaded screens. */
function NoBar() {
  return null;
}

const navigationBars: Record<NavigationBar, ComponentType> = {
  public: Header,
  admin: NoBar,
  // Lazy: only agents on agent paths need it, so it stays off everyone's first load.
  agent: lazyPage(() => import('../features/agents/components/AgentBar'), 'AgentBar'),
};

/** The frame around every page: navigation bar, page, footer and toasts. */
export function RootLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const NavigationBar = navigationBars[navigationBarFor(user?.role, pathname)];

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollMemory />
      <Suspense fallback={null}>
        <NavigationBar />
      </Suspense>
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
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
