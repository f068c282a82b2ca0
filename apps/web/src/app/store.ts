import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import browserStorage from 'redux-persist/es/storage';
import { PERSIST as PERSIST_SETTINGS } from '@haat/contracts';
import { lazyMiddleware, rootReducer, trackStore } from '../lib/lazy-slices';
import type { ApiExtra } from '../lib/session-expiry';
import { initialUserState, type UserState } from '../lib/user-slice';

type RootState = ReturnType<typeof rootReducer>;

/**
 * Only the signed-in user is kept of the user slice: a reload in the middle of signing in must
 * not come back stuck in 'loading' or showing an old error.
 */
const keepSessionOnly = createTransform<UserState, Pick<UserState, 'currentUser'>>(
  (user) => ({ currentUser: user.currentUser }),
  (stored) => ({ ...initialUserState, currentUser: stored.currentUser ?? null }),
  { whitelist: ['user'] },
);

interface StoreOptions extends ApiExtra {
  /** Where the session is persisted; the browser's localStorage unless a test says otherwise. */
  storage?: Storage;
  preloadedState?: Partial<RootState>;
}

export function makeStore({ navigate, storage = browserStorage, preloadedState }: StoreOptions) {
  const persistedReducer = persistReducer<RootState, UnknownAction>(
    {
      key: PERSIST_SETTINGS.key,
      version: PERSIST_SETTINGS.version,
      timeout: PERSIST_SETTINGS.timeoutMs,
      storage,
      whitelist: ['user', 'cartCount'],
      transforms: [keepSessionOnly],
    },
    rootReducer,
  );

  const extra: ApiExtra = { navigate };

  const store = configureStore({
    reducer: persistedReducer,
    // combineReducers fills in the slices a partial state leaves out; persistReducer's types
    // do not know that.
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(lazyMiddleware.middleware),
  });
  trackStore(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
