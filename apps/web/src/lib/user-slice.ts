import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorBody, SessionUser } from '@haat/contracts';

/** Spec 3: currentUser (user or empty), loading, error (false or the failure payload). */
export interface UserState {
  currentUser: SessionUser | null;
  loading: boolean;
  error: false | ErrorBody;
}

export const initialUserState: UserState = { currentUser: null, loading: false, error: false };

function start(state: UserState) {
  state.loading = true;
}

function succeed(state: UserState, action: PayloadAction<SessionUser>) {
  state.currentUser = action.payload;
  state.loading = false;
  state.error = false;
}

function fail(state: UserState, action: PayloadAction<ErrorBody>) {
  state.loading = false;
  state.error = action.payload;
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    signInStart: start,
    signInSuccess: succeed,
    signInFailure: fail,
    updateUserStart: start,
    updateUserSuccess: succeed,
    updateUserFailure: fail,
    signOut: () => initialUserState,
  },
});

export const {
  signInStart,
  signInSuccess,
  signInFailure,
  updateUserStart,
  updateUserSuccess,
  updateUserFailure,
  signOut,
} = userSlice.actions;

export const userReducer = userSlice.reducer;

export const selectCurrentUser = (state: { user: UserState }) => state.user.currentUser;

export const selectUserLoading = (state: { user: UserState }) => state.user.loading;
