import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ErrorBody, SessionUser, SignInBody } from '@haat/contracts';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import type { ApiExtra } from '../../../lib/session-expiry';
import { signInFailure, signInStart, signInSuccess, type UserState } from '../../../lib/user-slice';
import { authApi } from './auth-api';

export type SignInOutcome =
  { ok: true; user: SessionUser } | { ok: false; status: number | undefined; failure: ErrorBody };

/**
 * Spec 4: sign-in start, then success (the user is stored) or failure (the error is stored).
 * The call is not tracked in the store, so the password never sits in the state.
 */
export function signIn(
  body: SignInBody,
): ThunkAction<Promise<SignInOutcome>, { user: UserState }, ApiExtra, UnknownAction> {
  return async (dispatch) => {
    dispatch(signInStart());
    const result = await dispatch(authApi.endpoints.signIn.initiate(body, { track: false }));
    if (result.data) {
      dispatch(signInSuccess(result.data));
      return { ok: true, user: result.data };
    }
    const message = failureMessage(result.error, 'Could not sign you in. Please try again.');
    const failure = errorBodyOf(result.error) ?? { message, error: message };
    dispatch(signInFailure(failure));
    return { ok: false, status: statusOf(result.error), failure };
  };
}
