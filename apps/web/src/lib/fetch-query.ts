import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fetchJson } from './fetch-json';

/** An answer is reused this long before a screen that shows it asks again. */
export const FRESH_MS = 60_000;

export interface Snapshot<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  /** What the running request does: the first load or a refresh, or the next page. */
  fetching: 'all' | 'next' | null;
  fetchedAt: number;
}

export interface Entry<T> {
  snapshot: Snapshot<T>;
  listeners: Set<() => void>;
  running: Promise<void> | null;
  /** What the signed-in screens' calls (lib/endpoints) know of it: how to ask again, tags. */
  reload?: () => Promise<void>;
  tags?: ReadonlySet<string>;
}

export const EMPTY: Snapshot<never> = {
  data: undefined,
  error: undefined,
  isFetching: false,
  fetching: null,
  fetchedAt: 0,
};

/** Answers by URL, shared by every screen that shows them. */
export const entries = new Map<string, Entry<unknown>>();

export function entryOf<T>(key: string): Entry<T> {
  let entry = entries.get(key) as Entry<T> | undefined;
  if (!entry) {
    entry = { snapshot: EMPTY, listeners: new Set(), running: null };
    entries.set(key, entry as Entry<unknown>);
  }
  return entry;
}

export function update<T>(entry: Entry<T>, change: Partial<Snapshot<T>>, notify = true) {
  entry.snapshot = { ...entry.snapshot, ...change };
  if (notify) for (const listener of entry.listeners) listener();
}

/**
 * Runs `task` for `key` unless a request for it is already running. Screens re-render once
 * when the answer comes (data and the end of fetching together), and not at all when a first
 * load starts, which changes nothing they show: on a phone each render of home is a task.
 */
export function run<T>(
  key: string,
  fetching: 'all' | 'next',
  task: (previous: T | undefined) => Promise<T>,
): Promise<void> {
  const entry = entryOf<T>(key);
  if (entry.running) return entry.running;
  const firstLoad = entry.snapshot.data === undefined && entry.snapshot.error === undefined;
  update(entry, { isFetching: true, fetching }, !firstLoad);
  const settle = (change: Partial<Snapshot<T>>) => {
    entry.running = null;
    update(entry, { ...change, isFetching: false, fetching: null });
  };
  entry.running = task(entry.snapshot.data).then(
    (data) => settle({ data, error: undefined, fetchedAt: Date.now() }),
    (error: unknown) => settle({ error }),
  );
  return entry.running;
}

function useEntry<T>(key: string | null, load: (previous: T | undefined) => Promise<T>) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      const entry = entryOf<T>(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    key === null ? (EMPTY as Snapshot<T>) : entryOf<T>(key).snapshot,
  );
  useEffect(() => {
    if (key === null) return;
    const { data, fetchedAt, error } = entryOf<T>(key).snapshot;
    const stale = data === undefined || error !== undefined || Date.now() - fetchedAt > FRESH_MS;
    if (stale) void run(key, 'all', load);
    // `load` follows from `key`; a new function for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return snapshot;
}

/**
 * GET `/api` + `path` for a screen, shared and reused for a minute; null asks for nothing.
 * `isLoading` is true until the first answer for this path.
 */
export function useFetchQuery<T>(path: string | null) {
  const snapshot = useEntry<T>(path, () => fetchJson<T>(path!));
  const refetch = useCallback(
    () => (path === null ? Promise.resolve() : run<T>(path, 'all', () => fetchJson<T>(path))),
    [path],
  );
  return {
    data: snapshot.data,
    error: snapshot.error,
    isError: snapshot.error !== undefined,
    isFetching: snapshot.isFetching,
    isLoading: path !== null && snapshot.data === undefined && snapshot.error === undefined,
    refetch,
  };
}

/** A list the server hands out page by page (`{ result, hasMore }`). */
interface Page<Item> {
  result: Item[];
  hasMore: boolean;
}

/**
 * Pages 1, 2, … of a list for one filter (`key`), from `pathFor(page)`. A page that comes back
 * empty, or says it is the last, ends the list (spec 4).
 */
export function useFetchPages<Item, P extends Page<Item> = Page<Item>>(
  key: string,
  pathFor: (page: number) => string,
) {
  const firstPage = async () => [await fetchJson<P>(pathFor(1))];
  // A stale list is renewed with as many pages as were loaded, so a shopper coming Back to it
  // finds every product they had scrolled past, at the same place.
  const loadedPages = async (previous: P[] | undefined) =>
    previous && previous.length > 1
      ? Promise.all(previous.map((_, index) => fetchJson<P>(pathFor(index + 1))))
      : firstPage();
  const snapshot = useEntry<P[]>(`pages:${key}`, loadedPages);
  const pages = snapshot.data;
  const last = pages?.at(-1);
  const hasNextPage = last !== undefined && last.hasMore && last.result.length > 0;
  const fetchNextPage = useCallback(
    () =>
      run<P[]>(`pages:${key}`, 'next', async (previous = []) => [
        ...previous,
        await fetchJson<P>(pathFor(previous.length + 1)),
      ]),
    // pathFor follows from key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const refetch = useCallback(
    () => run<P[]>(`pages:${key}`, 'all', firstPage),
    // firstPage follows from key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return {
    pages,
    error: snapshot.error,
    isError: snapshot.error !== undefined,
    isFetching: snapshot.isFetching,
    isFetchingNextPage: snapshot.fetching === 'next',
    hasNextPage,
    fetchNextPage,
    refetch,
  };
}

/** Forgets every answer (tests start from nothing). */
export function clearFetchCache(): void {
  entries.clear();
}
