import { whileArriving } from './navigation-progress';
import {
  callRequest,
  queryString,
  type CallAnswer,
  type CallArgs,
  type CallName,
  type QueryValue,
} from '@haat/contracts';

/** A failed call, as `lib/api-error` reads it: the HTTP status and the answer's JSON, or
 * 'FETCH_ERROR' when no answer came. */
export interface FetchFailure {
  status: number | 'FETCH_ERROR';
  data?: unknown;
  error?: string;
}

/**
 * GET or send JSON to `/api` + `path` with the session cookie; resolves with the answer's JSON
 * and rejects with a FetchFailure. The same request (URL, credentials, no extra headers) as
 * the `<link rel="preload">` the server puts in index.html, so a preloaded answer is reused.
 */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  // A FormData body (an upload) sets its own multipart type.
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  let response: Response;
  try {
    const request = fetch(new Request(`/api${path}`, { ...init, headers, credentials: 'include' }));
    // A screen's first reads keep the navigation bar up until they answer.
    response = await ((init.method ?? 'GET') === 'GET' ? whileArriving(request) : request);
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies FetchFailure;
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  if (!response.ok) throw { status: response.status, data } satisfies FetchFailure;
  return data as T;
}

/**
 * Makes the call `name` of contracts' declarations with its typed input (`params`, `query`,
 * `body`, `headers`) and resolves with its typed answer, as fetchJson does. Only the call's
 * method and path are loaded, not its schemas (docs/architecture.md, "Call declarations").
 */
export function callApi<N extends CallName>(
  name: N,
  ...input: CallArgs<N>
): Promise<CallAnswer<N>> {
  const { method, url, body, headers } = callRequest(name, ...input);
  const sent = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  // Declared paths carry `/api`; fetchJson takes the path under it.
  return fetchJson<CallAnswer<N>>(url.slice('/api'.length), {
    method,
    ...(headers ? { headers } : {}),
    ...(sent === undefined ? {} : { body: sent }),
  });
}

/** A query's values; undefined and null ones are left out (contracts' queryString). */
export type Params = Record<string, QueryValue>;

export { queryString };

/** A request: the path under `/api`, with its method, query, JSON body and headers. */
export interface Call {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends `call` with fetchJson: the answer's JSON, or a FetchFailure. */
export function sendJson<T>({ url, method = 'GET', params = {}, body, headers }: Call): Promise<T> {
  return fetchJson<T>(`${url}${queryString(params)}`, {
    method,
    ...(headers ? { headers } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
