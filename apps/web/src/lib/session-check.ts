import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES, type MessageResponse } from '@haat/contracts';
import { statusOf } from './api-error';
import { fetchJson } from './fetch-json';
import { expireSession, type ApiExtra } from './session-expiry';
import { selectCurrentUser, type UserState } from './user-slice';

/**
 * Spec 4, session check: when a saved session is read back at start, ask the server whether it
 * still holds. Anything but 'authenticated' ends it ('please login again to continue', then
 * /sign-in). A check that gets no answer, or a server failure, keeps the session: a customer on
 * a weak phone connection is not signed out for it, and the next call decides.
 */
export function checkSession(): ThunkAction<
  Promise<void>,
  { user: UserState },
  ApiExtra,
  UnknownAction
> {
  return async (dispatch, getState, extra) => {
    if (!selectCurrentUser(getState())) return;
    try {
      // Spec 7: GET /check-permission answers 'authenticated' while the session lasts.
      const answer = await fetchJson<MessageResponse>('/check-permission');
      if (answer?.message === MESSAGES.authenticated) return;
    } catch (error) {
      const status = statusOf(error);
      if (status === undefined || status >= 500) return;
    }
    if (selectCurrentUser(getState())) expireSession(dispatch, extra);
  };
}
