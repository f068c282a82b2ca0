import type { Id, toast as toastApi } from 'react-toastify';
import { WIDE_SCREEN_QUERY } from './use-media-query';

/**
 * A toast raised this shortly before the screen changes is that change's news ('Please Verify
 * your Email' on the way to the code page) and stays; older ones belong to the screen left.
 */
const CARRIED_MS = 1000;

/**
 * When the address last changed, where the browser says so (the Navigation API's `navigate`
 * fires for every change, React Router's pushes included): the screen changes when the new page
 * has loaded, which on a slow phone is seconds after the toast that announced it was raised.
 */
let addressChangedAt: number | null = null;
if (typeof window !== 'undefined' && 'navigation' in window) {
  window.navigation.addEventListener('navigate', () => {
    addressChangedAt = Date.now();
  });
}

let toastsWanted = false;
/** When each toast shown was asked for, until the screen changes. */
const raisedAt = new Map<Id, number>();
const listeners = new Set<() => void>();

/**
 * Calls `listener` when the first toast is asked for (at once if one already was): until then
 * the toast library is not loaded. Returns the unsubscribe.
 */
export function whenToastsWanted(listener: () => void): () => void {
  if (toastsWanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast. The toast library loads on first use, not with the page (it is not part of
 * the initial JavaScript); it queues toasts raised before its container has mounted and shows
 * them then. A phone shows one toast at a time, and the newest: it replaces the one showing
 * and any waiting, so a queue never delays it (docs/decisions/146-toasts-belong-to-their-screen.md).
 */
export function showToast(show: (toast: typeof toastApi) => Id | void): Promise<void> {
  const requestedAt = Date.now();
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  return import('react-toastify').then(
    ({ toast }) => {
      // The page may be gone by the time the library arrives (a test's document torn down).
      if (typeof window === 'undefined') return;
      if (!window.matchMedia(WIDE_SCREEN_QUERY).matches) {
        toast.clearWaitingQueue();
        toast.dismiss();
      }
      const id = show(toast);
      if (id !== undefined) raisedAt.set(id, requestedAt);
    },
    (error: unknown) => console.error('Could not load the toast library', error),
  );
}

/**
 * The screen changed: toasts raised on an earlier one go (a toast belongs to its screen),
 * except those raised just before the change, which announce the new screen. "Just before" counts
 * from when the address changed, not from now, when the new page has loaded and shows.
 */
export function dismissStaleToasts(): void {
  const changedAt = addressChangedAt ?? Date.now();
  addressChangedAt = null;
  if (!toastsWanted) return;
  const cutoff = changedAt - CARRIED_MS;
  void import('react-toastify').then(({ toast }) => {
    for (const [id, at] of raisedAt) {
      if (at >= cutoff) continue;
      toast.dismiss(id);
      raisedAt.delete(id);
    }
  });
}
