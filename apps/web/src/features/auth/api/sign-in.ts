import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  sessionUserSchema,
  type ErrorBody,
  type SessionUser,
  type SignInBody,
} from '@haat/contracts';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import type { ApiExtra } from '../../../lib/session-expiry';
import { signInFailure, signInStart, signInSuccess, type UserState } from '../../../lib/user-slice';
import { fetchJson } from '../../../lib/fetch-json';

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
    // fetchJson, not sendJson: a 401 here is a wrong password, and says nothing about a
    // session someone may already have on this device.
    let answer: unknown;
    try {
      answer = await fetchJson<unknown>('/sign-in', {
        method: 'POST',
        body: JSON.stringify(body),
      });
    } catch (error) {
      const message = failureMessage(error, 'Could not sign you in. Please try again.');
      const failure = errorBodyOf(error) ?? { message, error: message };
      dispatch(signInFailure(failure));
      return { ok: false, status: statusOf(error), failure };
    }
    // Keep exactly the fields the client stores and persists.
    const user = sessionUserSchema.parse(answer);
    dispatch(signInSuccess(user));
    return { ok: true, user };
  };
}
