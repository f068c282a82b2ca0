import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
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
import { api } from '../lib/api';
import { cartCountReducer } from '../lib/cart-count-slice';
import type { ApiExtra } from '../lib/session-base-query';
import { initialUserState, signOut, userReducer, type UserState } from '../lib/user-slice';

const rootReducer = combineReducers({
  user: userReducer,
  cartCount: cartCountReducer,
  [api.reducerPath]: api.reducer,
});

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

  // Cached server data belongs to the user who fetched it; drop it when they sign out.
  const signOutCleanup = createListenerMiddleware();
  signOutCleanup.startListening({
    actionCreator: signOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  const extra: ApiExtra = { navigate };

  return configureStore({
    reducer: persistedReducer,
    // combineReducers fills in the slices a partial state leaves out; persistReducer's types
    // do not know that.
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(signOutCleanup.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
