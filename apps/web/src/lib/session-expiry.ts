import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@haat/contracts';
import { showToast } from './show-toast';
import { signOut } from './user-slice';

/**
 * Services the store hands to every API call (the thunk's extra argument). The app provides
 * them because shared code cannot import the router.
 */
export interface ApiExtra {
  navigate: (to: string) => void;
}

/** The session is over: sign out, say so once, and go to the sign-in page. */
export function expireSession(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  extra: ApiExtra,
) {
  dispatch(signOut());
  void showToast((toast) => toast.warning(MESSAGES.loginAgain, { toastId: 'session-expired' }));
  extra.navigate('/sign-in');
}
