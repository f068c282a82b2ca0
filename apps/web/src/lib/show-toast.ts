import type { toast as toastApi } from 'react-toastify';

let toastsWanted = false;
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
 * them then.
 */
export function showToast(show: (toast: typeof toastApi) => void): Promise<void> {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  return import('react-toastify').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Could not load the toast library', error),
  );
}
