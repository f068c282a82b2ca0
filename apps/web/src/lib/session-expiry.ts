import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SharedText } from '../i18n/SharedText';
import { currentUser, endSession } from './session';
import { showToast } from './show-toast';

/**
 * The session is over, if someone was signed in: sign out, say so once, and go to the
 * sign-in page.
 */
export function expireSession(client: QueryClient, navigate: (to: string) => void): void {
  if (!currentUser(client)) return;
  endSession(client);
  void showToast((toast) =>
    toast.warning(createElement(SharedText, { name: 'loginAgain' }), {
      toastId: 'session-expired',
    }),
  );
  navigate('/sign-in');
}
