import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { fetchJson, queryString, sendJson, type Call, type Params } from './fetch-json';

/**
 * Query keys start with the call's path, then its query's values: two screens that ask the
 * same thing share one answer, and a change invalidates everything under a path
 * (docs/decisions/111-tanstack-query.md).
 */
export type ApiKey = readonly [path: string, params: Params, ...rest: unknown[]];

/** GET `path` with `params` as a query: its options for `useQuery`, keyed by what it asks. */
export function apiQuery<T>(path: string, params: Params = {}) {
  return queryOptions({
    queryKey: [path, params] as ApiKey,
    queryFn: ({ signal }) => fetchJson<T>(`${path}${queryString(params)}`, { signal }),
  });
}

/** A list the server hands out page by page (`{ result, hasMore }`). */
interface PageOf {
  result: readonly unknown[];
  hasMore: boolean;
}

/**
 * Pages 1, 2, … of a list (`page` first in the query, then `params`), for
 * `useInfiniteQuery`. A page that says it is the last, or comes back empty, ends the list
 * (docs/product.md, "Product listing"). A stale list is asked for again with as many pages as were read, so a shopper
 * coming back to it finds every product they had scrolled past.
 */
export function apiPages<Page extends PageOf>(path: string, params: Params = {}) {
  return infiniteQueryOptions({
    queryKey: [path, params] as ApiKey,
    queryFn: ({ pageParam, signal }) =>
      fetchJson<Page>(`${path}${queryString({ page: pageParam, ...params })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Page, pages: Page[]) =>
      last.hasMore && last.result.length > 0 ? pages.length + 1 : undefined,
  });
}

/**
 * Marks the answers under each path stale and asks again for those a screen shows. Not
 * awaited by the changes that call it: the server's answer is what they report.
 */
export function invalidatePaths(client: QueryClient, ...paths: string[]): void {
  for (const path of paths) void client.invalidateQueries({ queryKey: [path] });
}

/**
 * What a change came to: the server's answer, or why it failed (lib/fetch-json's
 * FetchFailure, read with lib/api-error).
 */
type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: object };

/**
 * A mutation's `mutateAsync(…)` as `{ data }` or `{ error }`, for screens that say what
 * happened either way.
 */
export function outcomeOf<T>(sent: Promise<T>): Promise<Outcome<T>> {
  return sent.then(
    (data) => ({ data }),
    (error: unknown) => ({ error: error as object }),
  );
}

/**
 * A change sent to the server as `call(variables)`. Afterwards, whether it worked or not, the
 * answers under the paths it `invalidates` are asked for again: the server has the last word.
 */
export function apiMutation<T, V>(
  call: (variables: V) => Call,
  invalidates: (variables: V) => readonly string[] = () => [],
) {
  return mutationOptions({
    mutationFn: (variables: V) => sendJson<T>(call(variables)),
    onSettled: (_answer, _error, variables, _onMutateResult, { client }) =>
      invalidatePaths(client, ...invalidates(variables)),
  });
}
