import { whileArriving } from './navigation-progress';

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
  if (init.body !== undefined) headers.set('content-type', 'application/json');
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

/** A query's values; undefined and null ones are left out. */
export type Params = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=2` of the defined values, in the given order. */
export function queryString(params: Params): string {
  const defined = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null,
  );
  if (defined.length === 0) return '';
  return `?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

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
