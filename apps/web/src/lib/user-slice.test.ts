import { describe, expect, it } from 'vitest';
import { makeUser } from '../testing/factories';
import {
  initialUserState,
  signInFailure,
  signInStart,
  signInSuccess,
  signOut,
  updateUserFailure,
  updateUserStart,
  updateUserSuccess,
  userReducer,
  type UserState,
} from './user-slice';

const failure = { message: 'Invalid credentials', error: 'Invalid credentials' };

describe('user session slice (spec 4)', () => {
  it('starts with no user, not loading and no error', () => {
    expect(userReducer(undefined, { type: 'unknown' })).toEqual({
      currentUser: null,
      loading: false,
      error: false,
    });
  });

  it('sign-in start sets loading and keeps the rest', () => {
    const before: UserState = { ...initialUserState, error: failure };
    expect(userReducer(before, signInStart())).toEqual({ ...before, loading: true });
  });

  it('sign-in success stores the user and clears loading and error', () => {
    const asha = makeUser();
    const before: UserState = { currentUser: null, loading: true, error: failure };
    expect(userReducer(before, signInSuccess(asha))).toEqual({
      currentUser: asha,
      loading: false,
      error: false,
    });
  });

  it('sign-in failure clears loading and stores the payload', () => {
    const before: UserState = { ...initialUserState, loading: true };
    expect(userReducer(before, signInFailure(failure))).toEqual({
      currentUser: null,
      loading: false,
      error: failure,
    });
  });

  it('update-user start, success and failure behave like sign-in', () => {
    const asha = makeUser();
    const renamed = makeUser({ firstName: 'Ashwini' });
    const signedIn: UserState = { currentUser: asha, loading: false, error: false };

    const loading = userReducer(signedIn, updateUserStart());
    expect(loading).toEqual({ ...signedIn, loading: true });
    expect(userReducer(loading, updateUserSuccess(renamed))).toEqual({
      currentUser: renamed,
      loading: false,
      error: false,
    });
    expect(userReducer(loading, updateUserFailure(failure))).toEqual({
      currentUser: asha,
      loading: false,
      error: failure,
    });
  });

  it('sign-out empties the user and clears loading and error', () => {
    const before: UserState = { currentUser: makeUser(), loading: true, error: failure };
    expect(userReducer(before, signOut())).toEqual(initialUserState);
  });
});
