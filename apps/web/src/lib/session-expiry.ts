import type { QueryClient } from '@tanstack/react-query';
import { SHELL_MESSAGES } from '@haat/contracts';
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
    toast.warning(SHELL_MESSAGES.loginAgain, { toastId: 'session-expired' }),
  );
  navigate('/sign-in');
}
