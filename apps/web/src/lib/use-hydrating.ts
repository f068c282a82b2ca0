import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React takes over a page the server rendered (and on the server), false in every
 * other render. A part of the page that differs per visitor renders as the server did while
 * true, and React renders it again at once with the visitor's own state: a part hydrated late
 * (below the first screen, in its own Suspense boundary) would otherwise read state that changed
 * after the first screen hydrated, and no longer match the server's HTML
 * (docs/decisions/384-visitor-state-after-hydration.md).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
