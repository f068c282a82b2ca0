import { Trans } from '@lingui/react/macro';
import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from '../components/Footer';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Header } from '../components/Header';
import { NavigationProgress } from '../components/NavigationProgress';
import { OfflineBar } from '../components/OfflineBar';
import { ScrollMemory } from '../components/ScrollMemory';
import { Toasts } from '../components/Toasts';
import { lazyPage } from '../lib/lazy-page';
import { navigationStarted, screenLoading } from '../lib/navigation-progress';
import { useCurrentUser } from '../lib/session';
import { dismissStaleToasts } from '../lib/show-toast';
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

/**
 * What shows while a page's chunk loads: the full-screen logo with a spinner (docs/product.md,
 * "Navigation and loading"), and a spacer
 * that keeps the footer below the first screen until the page arrives, so the page appearing
 * shifts nothing in view. The navigation's progress bar stays up meanwhile.
 */
function PageLoading() {
  useLayoutEffect(() => screenLoading(), []);
  return (
    <>
      <FullScreenLoader />
      <div aria-hidden="true" className="min-h-dvh" />
    </>
  );
}

/** The frame around every page: navigation bar, page, footer and toasts. */
export function RootLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const NavigationBar = navigationBars[navigationBarFor(user?.role, pathname)];
  useLayoutEffect(() => {
    // Before the new page's effects ask for its data (layout effects run first).
    navigationStarted();
    dismissStaleToasts();
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollMemory />
      <Suspense fallback={null}>
        <NavigationBar />
      </Suspense>
      <OfflineBar />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        {/* Inside a landmark, as all content must be (axe's "region"): fixed to the top, it
            still shows above the header. */}
        <NavigationProgress />
        <ErrorBoundary resetKey={pathname}>
          {/* A new boundary for every address: navigations are transitions, and a transition
              keeps the old page up, with no sign of life, while the new one's chunk loads; a
              boundary that is new shows its loader at once instead. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
