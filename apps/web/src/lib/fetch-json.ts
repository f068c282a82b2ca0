import { whileArriving } from './navigation-progress';
import { callRequest, type CallAnswer, type CallArgs, type CallName } from '@haat/contracts';

/** A failed call, as `lib/api-error` reads it: the HTTP status and the answer's JSON, or
 * 'FETCH_ERROR' when no answer came. */
export interface FetchFailure {
  status: number | 'FETCH_ERROR';
  data?: unknown;
  error?: string;
}

/** How a request leaves: the browser's fetch; the server's renderer sends into the API itself. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(new Request(url, init));

/**
 * Sends every call through `next` from now on: the server's renderer (entry-server) answers the
 * pages' calls from the API in the same process (docs/decisions/192-server-rendering.md).
 */
export function sendCallsThrough(next: Transport): void {
  transport = next;
}

/**
 * GET or send JSON to `url` (the whole path, `/api` included) with the session cookie; resolves
 * with the answer's JSON and rejects with a FetchFailure. The same request (URL, credentials, no
 * extra headers) as the `<link rel="preload">` the server puts in index.html, so a preloaded
 * answer is reused. Only callApi sends through it: no other file spells an API path
 * (docs/architecture.md, "Call declarations").
 */
async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  // A FormData body (an upload) sets its own multipart type.
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  let response: Response;
  try {
    const request = transport(url, { ...init, headers, credentials: 'include' });
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

/** What the web adds to a call: a signal that cancels it (a query no screen wants any more). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Makes the call `name` of contracts' declarations with its typed input (`params`, `query`,
 * `body`, `headers`) and resolves with its typed answer, or rejects with a FetchFailure. Only
 * the call's method and path are loaded, not its schemas (docs/architecture.md, "Call
 * declarations").
 */
export function callApi<N extends CallName>(
  name: N,
  ...input: CallArgs<N>
): Promise<CallAnswer<N>> {
  return callApiWith(name, {}, ...input);
}

/** callApi with a signal: how the query helpers of lib/api-query make their calls. */
export function callApiWith<N extends CallName>(
  name: N,
  { signal }: CallOptions,
  ...input: CallArgs<N>
): Promise<CallAnswer<N>> {
  const { method, url, body, headers } = callRequest(name, ...input);
  const sent = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  return fetchJson<CallAnswer<N>>(url, {
    method,
    ...(headers ? { headers } : {}),
    ...(sent === undefined ? {} : { body: sent }),
    ...(signal ? { signal } : {}),
  });
}
