import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { Toasts } from '../components/Toasts';
import { makeUser } from '../testing/factories';
import { sessionAwareBaseQuery, type ApiExtra } from './session-base-query';
import { initialUserState, userReducer } from './user-slice';

/** A store with the session slice and an API whose server always answers `status`. */
function setUp({
  status,
  user,
  checksCredentials,
}: {
  status: number;
  user: SessionUser | null;
  checksCredentials?: boolean;
}) {
  const fetchFn = vi.fn(async () =>
    Response.json({ message: 'no session', error: 'no session' }, { status }),
  );
  const testApi = createApi({
    baseQuery: sessionAwareBaseQuery({ baseUrl: 'http://shop.test/api', fetchFn }),
    endpoints: (build) => ({
      orders: build.query<unknown, void>({
        query: () => '/my-orders',
        extraOptions: { checksCredentials },
      }),
    }),
  });
  const navigate = vi.fn<ApiExtra['navigate']>();
  const store = configureStore({
    reducer: { user: userReducer, [testApi.reducerPath]: testApi.reducer },
    preloadedState: { user: { ...initialUserState, currentUser: user } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { navigate } satisfies ApiExtra } }).concat(
        testApi.middleware,
      ),
  });
  render(<Toasts />);
  const callServer = () => store.dispatch(testApi.endpoints.orders.initiate());
  return { store, navigate, fetchFn, callServer };
}

describe('sessionAwareBaseQuery', () => {
  it('on a 401 while signed in: signs out, asks to log in again and goes to /sign-in', async () => {
    const { store, navigate, fetchFn, callServer } = setUp({ status: 401, user: makeUser() });

    const result = await callServer();

    expect(fetchFn).toHaveBeenCalledOnce();
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().user.currentUser).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(await screen.findByText('please login again to continue')).toBeInTheDocument();
  });

  it('leaves a visitor alone on a 401 (a wrong password is not an expired session)', async () => {
    const { store, navigate, callServer } = setUp({ status: 401, user: null });

    const result = await callServer();

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().user).toEqual(initialUserState);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures', async () => {
    const asha = makeUser();
    const { store, navigate, callServer } = setUp({ status: 403, user: asha });

    await callServer();

    expect(store.getState().user.currentUser).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone when a call that checks a password answers 401', async () => {
    const asha = makeUser();
    const { store, navigate, callServer } = setUp({
      status: 401,
      user: asha,
      checksCredentials: true,
    });

    const result = await callServer();

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().user.currentUser).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });
});
