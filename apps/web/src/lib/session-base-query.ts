import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { expireSession, type ApiExtra } from './session-expiry';
import { selectCurrentUser, type UserState } from './user-slice';

export type { ApiExtra } from './session-expiry';

/** Per-endpoint options (`extraOptions` of an endpoint definition). */
export interface SessionQueryOptions {
  /**
   * The call checks a password (sign-in): its 401 answers the form and says nothing about the
   * session, so it must not sign out someone who is already signed in.
   */
  checksCredentials?: boolean;
}

/**
 * fetchBaseQuery plus the one place that handles an expired session (STYLE.md): a 401 while
 * someone is signed in signs them out, says so and sends them to the sign-in page. A 401 for
 * a visitor (a wrong password, say) is left to the screen that made the call.
 */
export function sessionAwareBaseQuery(
  options: FetchBaseQueryArgs,
): BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  SessionQueryOptions,
  FetchBaseQueryMeta
> {
  const baseQuery = fetchBaseQuery(options);
  return async (args, api, extraOptions = {}) => {
    const result = await baseQuery(args, api, {});
    const signedIn = selectCurrentUser(api.getState() as { user: UserState }) !== null;
    if (result.error?.status === 401 && signedIn && !extraOptions.checksCredentials) {
      expireSession(api.dispatch, api.extra as ApiExtra);
    }
    return result;
  };
}
