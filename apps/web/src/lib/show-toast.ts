import type { toast as toastApi } from 'react-toastify';

/**
 * Shows a toast. The toast library loads on first use rather than with the first paint; the
 * library queues toasts raised before its container has mounted and shows them then.
 */
export function showToast(show: (toast: typeof toastApi) => void): Promise<void> {
  return import('react-toastify').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Could not load the toast library', error),
  );
}
