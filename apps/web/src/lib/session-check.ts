import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@haat/contracts';
import { api } from './api';
import { statusOf } from './api-error';
import { expireSession, type ApiExtra } from './session-base-query';
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
    const { data, error } = await dispatch(
      api.endpoints.checkPermission.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (data?.message === MESSAGES.authenticated) return;
    const status = statusOf(error);
    if (error && (status === undefined || status >= 500)) return;
    // A 401 has already ended the session in the base query.
    if (selectCurrentUser(getState())) expireSession(dispatch, extra);
  };
}
