import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { cartCountReducer } from './cart-count-slice';
import { userReducer } from './user-slice';

/**
 * State that code loaded later adds to the store; RTK Query's `api` adds itself here
 * (lib/api.ts) when the first screen that needs it loads, so it is not in the entry chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's reducer: the session slices at once, the others as their code loads. */
export const rootReducer = combineSlices({
  user: userReducer,
  cartCount: cartCountReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store's middleware for code loaded later. */
export const lazyMiddleware = createDynamicMiddleware();

const sliceAdded = createAction('lazySlices/added');
const stores = new Set<Dispatch>();

/** Called by makeStore: a slice added later is set up in this store at once. */
export function trackStore(dispatch: Dispatch): void {
  stores.add(dispatch);
}

/**
 * Adds a slice (with its middleware) to every store. Each store then runs one action so that
 * the slice's initial state is there before a screen reads it.
 */
export function addLazySlice<State>(
  slice: { reducerPath: keyof LazyLoadedSlices; reducer: Reducer<State, UnknownAction> },
  ...middleware: Middleware[]
): void {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  lazyMiddleware.addMiddleware(...middleware);
  for (const dispatch of stores) dispatch(sliceAdded());
}
