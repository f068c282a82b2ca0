import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from '../components/Footer';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { Header } from '../components/Header';
import { Toasts } from '../components/Toasts';
import { selectCurrentUser } from '../lib/user-slice';
import { navigationBarFor, type NavigationBar } from './navigation-bar';

const navigationBars: Record<NavigationBar, ComponentType> = {
  public: Header,
  // The admin and agent bars replace these with the admin and agent features.
  admin: Header,
  agent: Header,
};

/** The frame around every page: navigation bar, page, footer and toasts. */
export function RootLayout() {
  const user = useSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const NavigationBar = navigationBars[navigationBarFor(user?.role, pathname)];

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Spec 2's scroll to the top on new pages; Back and Forward return to where the
          shopper was, with the pages of products they had loaded (kept in the API cache). */}
      <ScrollRestoration />
      <NavigationBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {navigation.state === 'loading' && <FullScreenLoader />}
      <Toasts />
    </div>
  );
}
