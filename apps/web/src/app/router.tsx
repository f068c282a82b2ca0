import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { RootLayout } from './RootLayout';

/**
 * Every page is a lazy route, so each is its own chunk. Features add their routes here as
 * their pages arrive.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: (
      <main id="main">
        <ErrorScreen />
      </main>
    ),
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/catalog/pages/HomePage')).HomePage,
        }),
      },
      { path: '*', Component: ErrorScreen },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
