import { fetchBaseQuery, type FetchBaseQueryArgs } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@haat/contracts';
import { showToast } from './show-toast';
import { selectCurrentUser, signOut, type UserState } from './user-slice';

/**
 * Services the store hands to every API call (the thunk's extra argument). The app provides
 * them because shared code cannot import the router.
 */
export interface ApiExtra {
  navigate: (to: string) => void;
}

/**
 * fetchBaseQuery plus the one place that handles an expired session (STYLE.md): a 401 while
 * someone is signed in signs them out, says so and sends them to the sign-in page. A 401 for
 * a visitor (a wrong password, say) is left to the screen that made the call.
 */
export function sessionAwareBaseQuery(options: FetchBaseQueryArgs) {
  const baseQuery = fetchBaseQuery(options);
  const sessionAware: typeof baseQuery = async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    const signedIn = selectCurrentUser(api.getState() as { user: UserState }) !== null;
    if (result.error?.status === 401 && signedIn) {
      api.dispatch(signOut());
      void showToast((toast) => toast.warning(MESSAGES.loginAgain, { toastId: 'session-expired' }));
      (api.extra as ApiExtra).navigate('/sign-in');
    }
    return result;
  };
  return sessionAware;
}
