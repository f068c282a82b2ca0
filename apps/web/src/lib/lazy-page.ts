import { lazy, type ComponentType } from 'react';

/**
 * A page that loads with its route: `lazyPage(() => import('./pages/CartPage'), 'CartPage')`.
 * The router shows the full-screen loader while it loads (RootLayout's Suspense).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
