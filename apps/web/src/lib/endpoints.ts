import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sendJson, queryString, type FetchFailure, type Params } from './fetch-json';
import {
  EMPTY,
  entries,
  entryOf,
  FRESH_MS,
  run,
  update,
  type Entry,
  type Snapshot,
} from './fetch-query';
import { useAppDispatch } from './use-app-dispatch';

/**
 * The signed-in screens' calls (account forms, cart, checkout, orders, the dashboards), on the
 * same answer cache as the storefront (lib/fetch-query): one data system. Each feature defines
 * its calls beside its pages with `defineQuery`, `definePagedQuery` and `defineMutation`; the
 * hooks answer in the shape screens already know (`data`, `isLoading`, `isFetching`, `error`,
 * `refetch`; a mutation's `[trigger, state]` with `unwrap()`). A 401 while someone is signed in
 * ends the session the one way the app does (`sendJson`, lib/session-expiry).
 */

/** Passed instead of an argument: ask for nothing yet (the user is not known, say). */
export const skipToken: unique symbol = Symbol('skip');
export type SkipToken = typeof skipToken;

/** A request: the path under `/api`, or the path with its method, query and JSON body. */
export interface Call {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  headers?: Record<string, string>;
}

function pathOf(call: string | Call): string {
  return typeof call === 'string' ? call : `${call.url}${queryString(call.params ?? {})}`;
}

function initOf(call: string | Call): RequestInit {
  if (typeof call === 'string') return {};
  return {
    method: call.method ?? 'GET',
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  };
}

/** Answers tagged with any of `tags` are asked for again where a screen shows them, else dropped. */
export function invalidate(tags: readonly string[]): void {
  for (const [key, entry] of entries) {
    if (!entry.tags || !tags.some((tag) => entry.tags!.has(tag))) continue;
    if (entry.listeners.size > 0 && entry.reload) void entry.reload();
    else entries.delete(key);
  }
}

/** Changes the cached answer for `path` now; the returned function puts it back. */
export function patchAnswer<T>(path: string, change: (data: T) => T): () => void {
  const entry = entries.get(path) as Entry<T> | undefined;
  const before = entry?.snapshot.data;
  if (!entry || before === undefined) return () => undefined;
  update(entry, { data: change(before) });
  return () => {
    if (entries.get(path) === entry) update(entry, { data: before });
  };
}

export interface ReadOptions {
  /** Ask the server again every time a screen opens (an order placed a moment ago must show). */
  refetchOnMountOrArgChange?: boolean;
  skip?: boolean;
}

export interface ReadDefinition {
  tags?: readonly string[];
  /** Drop the answer when no screen shows it, so coming back never shows old data first. */
  dropWhenUnused?: boolean;
}

/** Subscribes a screen to the answer at `key` and asks for it when missing or stale. */
function useAnswer<T>(
  key: string | null,
  load: (previous: T | undefined) => Promise<T>,
  definition: ReadDefinition,
  always: boolean,
): Snapshot<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      const entry = entryOf<T>(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        if (!definition.dropWhenUnused) return;
        // After this render's effects: a screen that re-subscribes at once keeps it.
        setTimeout(() => {
          if (entry.listeners.size === 0 && entries.get(key) === entry) entries.delete(key);
        }, 0);
      };
    },
    // The definition is a module constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    key === null ? (EMPTY as Snapshot<T>) : entryOf<T>(key).snapshot,
  );
  useEffect(() => {
    if (key === null) return;
    const entry = entryOf<T>(key);
    entry.reload = () => run<T>(key, 'all', load);
    if (definition.tags) entry.tags = new Set([...(entry.tags ?? []), ...definition.tags]);
    const { data, error, fetchedAt } = entry.snapshot;
    const stale = data === undefined || error !== undefined || Date.now() - fetchedAt > FRESH_MS;
    if (stale || always) void run<T>(key, 'all', load);
    // `load` follows from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return snapshot;
}

/** What a read hook answers; `data` stays the last answer while another argument loads. */
function readState<T>(snapshot: Snapshot<T>, last: T | undefined, asked: boolean) {
  const data = asked ? (snapshot.data ?? last) : undefined;
  return {
    data,
    currentData: snapshot.data,
    error: snapshot.error,
    isError: snapshot.error !== undefined,
    isSuccess: snapshot.data !== undefined,
    // A first load does not re-render its screens when it starts (lib/fetch-query), but an
    // asked-for answer that is neither here nor failed is on its way.
    isFetching:
      snapshot.isFetching || (asked && snapshot.data === undefined && snapshot.error === undefined),
    isLoading: asked && data === undefined && snapshot.error === undefined,
  };
}

function useLast<T>(value: T | undefined): T | undefined {
  const last = useRef<T | undefined>(undefined);
  if (value !== undefined) last.current = value;
  return value ?? last.current;
}

/** A GET for a screen: `useX(arg | skipToken, options)`. */
export function defineQuery<Result, Arg = void>(
  definition: ReadDefinition & {
    query: (arg: Arg) => string | Call;
    /** The answer as the screens keep it. */
    transform?: (body: unknown) => Result;
    /** Runs with each answer (the cart's lines also set the header's count). */
    onAnswer?: (result: Result, arg: Arg, dispatch: ReturnType<typeof useAppDispatch>) => void;
  },
) {
  return function useQuery(arg: Arg | SkipToken, options: ReadOptions = {}) {
    const dispatch = useAppDispatch();
    const asked = arg !== skipToken && !options.skip;
    const call = asked ? definition.query(arg as Arg) : null;
    const key = call === null ? null : pathOf(call);
    const load = async () => {
      const body = await dispatch(sendJson<unknown>(key!, initOf(call!)));
      const result = definition.transform ? definition.transform(body) : (body as Result);
      definition.onAnswer?.(result, arg as Arg, dispatch);
      return result;
    };
    const snapshot = useAnswer<Result>(
      key,
      load,
      definition,
      options.refetchOnMountOrArgChange ?? false,
    );
    const last = useLast(snapshot.data);
    const refetch = useCallback(
      () => (key === null ? Promise.resolve() : run<Result>(key, 'all', load)),
      // `load` follows from `key`.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [key],
    );
    return { ...readState(snapshot, key === null ? undefined : last, asked), refetch };
  };
}

/** Calls `query(arg)` once and answers it, cached like a screen's query (a lookup as you type). */
export function defineLookup<Result, Arg>(definition: { query: (arg: Arg) => string | Call }) {
  return function useLookup() {
    const dispatch = useAppDispatch();
    return useCallback(
      async (arg: Arg): Promise<Result> => {
        const call = definition.query(arg);
        const key = pathOf(call);
        const entry = entryOf<Result>(key);
        if (entry.snapshot.data === undefined) {
          await run<Result>(key, 'all', () => dispatch(sendJson<Result>(key, initOf(call))));
        }
        if (entry.snapshot.data === undefined) throw entry.snapshot.error;
        return entry.snapshot.data;
      },
      [dispatch],
    );
  };
}

export interface PageOf {
  hasMore: boolean;
  result: readonly unknown[];
}

/**
 * A list read page by page (`page` 1, 2, …): `data.pages`, `fetchNextPage`, `hasNextPage`.
 * A page that says it is the last, or comes back empty, ends the list (spec 4).
 */
export function definePagedQuery<Page extends PageOf, Arg>(
  definition: ReadDefinition & { query: (arg: Arg, page: number) => string | Call },
) {
  return function usePagedQuery(arg: Arg | SkipToken, options: ReadOptions = {}) {
    const dispatch = useAppDispatch();
    const asked = arg !== skipToken && !options.skip;
    // The whole argument is in the key: one that is not sent (a list's round) still counts.
    const key = asked
      ? `pages:${pathOf(definition.query(arg as Arg, 1))}#${JSON.stringify(arg)}`
      : null;
    const fetchPage = (page: number) => {
      const call = definition.query(arg as Arg, page);
      return dispatch(sendJson<Page>(pathOf(call), initOf(call)));
    };
    const firstPage = async () => [await fetchPage(1)];
    const snapshot = useAnswer<Page[]>(
      key,
      firstPage,
      definition,
      options.refetchOnMountOrArgChange ?? false,
    );
    const last = useLast(snapshot.data);
    const pages = key === null ? undefined : (snapshot.data ?? last);
    const lastPage = pages?.at(-1);
    const fetchNextPage = useCallback(
      () =>
        key === null
          ? Promise.resolve()
          : run<Page[]>(key, 'next', async (previous = []) => [
              ...previous,
              await fetchPage(previous.length + 1),
            ]),
      // `fetchPage` follows from `key`.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [key],
    );
    const refetch = useCallback(
      () => (key === null ? Promise.resolve() : run<Page[]>(key, 'all', firstPage)),
      // `firstPage` follows from `key`.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [key],
    );
    const state = readState(snapshot, key === null ? undefined : last, asked);
    return {
      ...state,
      data: pages ? { pages } : undefined,
      hasNextPage: lastPage !== undefined && lastPage.hasMore && lastPage.result.length > 0,
      isFetchingNextPage: snapshot.fetching === 'next',
      fetchNextPage,
      refetch,
    };
  };
}

/** What a mutation trigger answers: `{ data }` or `{ error }`, and `unwrap()` that throws. */
export type Outcome<Result> =
  { data: Result; error?: undefined } | { data?: undefined; error: FetchFailure };
export type MutationResult<Result> = Promise<Outcome<Result>> & {
  unwrap(): Promise<Result>;
};

export interface MutationState<Result> {
  data?: Result | undefined;
  error?: unknown;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

const IDLE = { isLoading: false, isSuccess: false, isError: false } as const;

/**
 * A change sent to the server: `const [trigger, { isLoading }] = useX()`. Its tags' answers
 * are asked for again afterwards, whether it worked or not (the server has the last word);
 * `patch` changes a cached answer at once and puts it back if the server refuses.
 */
export function defineMutation<Result, Arg>(definition: {
  query: (arg: Arg) => Call;
  invalidates?: readonly string[];
  patch?: (arg: Arg) => { path: string; change: (data: never) => unknown };
}) {
  return function useMutation() {
    const dispatch = useAppDispatch();
    const [state, setState] = useState<MutationState<Result>>(IDLE);
    const mounted = useRef(true);
    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);
    const set = useCallback((next: MutationState<Result>) => {
      if (mounted.current) setState(next);
    }, []);
    const trigger = useCallback(
      (arg: Arg): MutationResult<Result> => {
        const call = definition.query(arg);
        const patch = definition.patch?.(arg);
        const undo = patch
          ? patchAnswer(patch.path, patch.change as (data: unknown) => unknown)
          : null;
        set({ ...IDLE, isLoading: true });
        const settled = dispatch(sendJson<Result>(pathOf(call), initOf(call))).then(
          (data): Outcome<Result> => {
            set({ ...IDLE, isSuccess: true, data });
            return { data };
          },
          (failure: unknown): Outcome<Result> => {
            undo?.();
            // sendJson rejects with a FetchFailure; anything else is this side's mistake.
            const error = failure as FetchFailure;
            set({ ...IDLE, isError: true, error });
            return { error };
          },
        );
        const result = settled.then((outcome) => {
          if (definition.invalidates) invalidate(definition.invalidates);
          return outcome;
        });
        return Object.assign(result, {
          unwrap: () =>
            result.then((outcome) =>
              'error' in outcome ? Promise.reject(outcome.error) : (outcome.data as Result),
            ),
        });
      },
      [dispatch, set],
    );
    const reset = useCallback(() => set(IDLE), [set]);
    return [trigger, { ...state, reset }] as const;
  };
}
