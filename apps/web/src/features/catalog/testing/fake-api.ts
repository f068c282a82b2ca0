import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** What a handler answers: a body for 200, or a `Response` for anything else. */
type Handler = (request: FakeRequest) => unknown;

/**
 * Answers the app's API calls from `handlers`, keyed 'METHOD /path' (without `/api`); an
 * unknown call answers 404 as the server does. Returns the calls made, in order.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const request: FakeRequest = {
        method: input.method,
        path: url.pathname.replace(/^\/api/, ''),
        params: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(request);
      const handler = handlers[`${request.method} ${request.path}`];
      if (!handler) {
        const message = `No route ${request.method} ${url.pathname}.`;
        return Response.json({ message, error: message }, { status: 404 });
      }
      const answer = await handler(request);
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return calls;
}

/** An error answer in the API's shape (DESIGN 4). */
export function errorAnswer(status: number, message: string): Response {
  return Response.json({ message, error: message }, { status });
}
