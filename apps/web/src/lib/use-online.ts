import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Starts TanStack Query's online state from the browser's (it otherwise assumes online until an
 * 'offline' event), so a page opened offline knows at once. Its own listeners follow the
 * browser's online and offline events from then on.
 */
export function followBrowserOnline(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
    onlineManager.setOnline(navigator.onLine);
  }
}

/** Whether the device is online, as TanStack Query sees it (it refetches on coming back). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    // The server renders the online page; the bar appears after hydration if need be.
    () => true,
  );
}
