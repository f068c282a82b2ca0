import type { ReactNode } from 'react';
import { TOAST } from '@haat/contracts';
import { showToast } from '../../lib/show-toast';

/**
 * A finished action: closes after 1000 ms like the sign-in and logout toasts (docs/product.md,
 * "Toasts").
 */
export function toastSuccess(message: ReactNode) {
  void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
}

/** A failure stays the default 5 seconds, long enough to read what went wrong. */
export function toastError(message: string) {
  void showToast((toast) => toast.error(message));
}
