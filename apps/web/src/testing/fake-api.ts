import { onTestFinished, vi } from 'vitest';

/** A call the app made, as a handler and the test's assertions read it. */
export interface FakeRequest {
  method: string;
  /** The path as the app calls it, `/api` included: '/api/cart/update-quantity'. */
  path: string;
  params: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, the text of any other (a multipart upload); undefined when none. */
  body: unknown;
}

/**
 * 'METHOD /api/path' → the server's answer: a plain body for 200 JSON, or a `Response` for
 * any other status (`errorAnswer`) or a body that is not JSON.
 */
export type ApiHandlers = Record<string, (request: FakeRequest) => unknown>;

const keyOf = (call: FakeRequest) => `${call.method} ${call.path}`;

/**
 * Stands in for the server for one test. A call no handler answers is a defect: its fetch
 * rejects, and the test fails when it ends even if the app swallowed the rejection. A test
 * that expects a 404 declares it as a handler. Every call is recorded, in order.
 */
export function fakeApi(handlers: ApiHandlers) {
  const calls: FakeRequest[] = [];
  const unexpected: string[] = [];
  onTestFinished(() => {
    if (unexpected.length > 0) {
      throw new Error(`The test did not expect ${unexpected.join(', ')}`);
    }
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: FakeRequest = {
        method: request.method,
        path: url.pathname,
        params: url.searchParams,
        headers: request.headers,
        body: text && isJson(request) ? (JSON.parse(text) as unknown) : text || undefined,
      };
      calls.push(call);
      const handler = handlers[keyOf(call)];
      if (!handler) {
        unexpected.push(keyOf(call));
        throw new Error(`The test did not expect ${keyOf(call)}`);
      }
      const answer = await handler(call);
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => keyOf(call) === key),
  };
}

function isJson(request: Request): boolean {
  return !request.headers.get('content-type')?.startsWith('multipart/form-data');
}

/**
 * An error answer in the API's shape (docs/architecture.md, "Errors"), with the fields a form
 * marks, if any.
 */
export function errorAnswer(status: number, message: string, fields?: Record<string, string>) {
  return Response.json(fields ? { message, error: message, fields } : { message, error: message }, {
    status,
  });
}
