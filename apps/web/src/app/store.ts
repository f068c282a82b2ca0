import {
  combineReducers,
  configureStore,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
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
import { cartCountReducer } from '../lib/cart-count-slice';
import { clearFetchCache } from '../lib/fetch-query';
import type { ApiExtra } from '../lib/session-expiry';
import { initialUserState, signOut, userReducer, type UserState } from '../lib/user-slice';

/** The store holds the session only (spec 3); answers from the server live in lib/fetch-query. */
const rootReducer = combineReducers({ user: userReducer, cartCount: cartCountReducer });

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

/** Answers from the server belong to the user who asked; forget them all at sign-out. */
const forgetAnswersOnSignOut: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (signOut.match(action)) clearFetchCache();
  return result;
};

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
      }).concat(forgetAnswersOnSignOut),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
