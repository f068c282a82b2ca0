import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { CallAnswer, CallArgs, CallInput, CallName } from '@haat/contracts';
import { callApi, callApiWith } from './fetch-json';

/**
 * Query keys start with the declared call's name, then what it was asked with (its `params`
 * and `query`): two screens that ask the same thing share one answer, and a change invalidates
 * everything asked of a call, or of one thing under it (docs/decisions/111-tanstack-query.md).
 */
export type CallKey = readonly [name: CallName, input: object, ...rest: unknown[]];

/**
 * What a change invalidates: every answer of a call (its name), or those whose key starts with
 * the given parts (TanStack Query matches objects in a key by the fields given).
 */
export type CallKeyPrefix = CallName | readonly [name: CallName, ...rest: unknown[]];

/** The read `name` with `input`: its options for `useQuery`, keyed by what it asks. */
export function callQuery<N extends CallName>(name: N, ...input: CallArgs<N>) {
  return queryOptions({
    queryKey: [name, input[0] ?? {}] as CallKey,
    queryFn: ({ signal }) => callApiWith(name, { signal }, ...input),
  });
}

/** A list the server hands out page by page (`{ result, hasMore }`). */
export interface PageOf {
  result: readonly unknown[];
  hasMore: boolean;
}

/** What a paged call is asked besides its `page`. */
type PageQuery<N extends CallName> = Omit<
  NonNullable<CallInput<N> extends { query?: infer Q } ? Q : never>,
  'page'
>;

/** The calls answering a list page by page. */
type PagedCall = {
  [N in CallName]: CallAnswer<N> extends PageOf ? N : never;
}[CallName];

/**
 * Pages 1, 2, … of the list call `name` (`page` first in the query, then `query`), for
 * `useInfiniteQuery`. A page that says it is the last, or comes back empty, ends the list
 * (docs/product.md, "Product listing"). A stale list is asked for again with as many pages as
 * were read, so a shopper coming back to it finds every product they had scrolled past.
 */
export function callPages<N extends PagedCall>(name: N, query: PageQuery<N> = {} as PageQuery<N>) {
  type Page = CallAnswer<N>;
  return infiniteQueryOptions({
    queryKey: [name, { query }] as CallKey,
    queryFn: ({ pageParam, signal }) =>
      callApiWith(
        name,
        { signal },
        ...([{ query: { page: pageParam, ...query } }] as unknown as CallArgs<N>),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page, pages: Page[]) => {
      const { hasMore, result } = last as PageOf;
      return hasMore && result.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/**
 * Marks the answers under each key stale and asks again for those a screen shows. Not
 * awaited by the changes that call it: the server's answer is what they report.
 */
export function invalidateCalls(client: QueryClient, ...keys: readonly CallKeyPrefix[]): void {
  for (const key of keys) {
    void client.invalidateQueries({ queryKey: typeof key === 'string' ? [key] : key });
  }
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
 * The change `name`, sent with the input `input(variables)` makes of the screen's variables.
 * Afterwards, whether it worked or not, the answers under the keys it `invalidates` are asked
 * for again: the server has the last word.
 */
export function callMutation<N extends CallName, V>(
  name: N,
  input: (variables: V) => CallInput<N>,
  invalidates: (variables: V) => readonly CallKeyPrefix[] = () => [],
) {
  return mutationOptions({
    mutationFn: (variables: V) => callApi(name, ...([input(variables)] as CallArgs<N>)),
    onSettled: (_answer, _error, variables, _onMutateResult, { client }) =>
      invalidateCalls(client, ...invalidates(variables)),
  });
}
