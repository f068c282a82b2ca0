import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server: `handlers` maps 'METHOD /path' to an answer, and any other call
 * fails the test. The calls made are recorded with their JSON bodies.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const handler = handlers[key];
    if (!handler) throw new Error(`The test did not expect ${key}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** An error answer in the shape of DESIGN 4. */
export function errorResponse(status: number, message: string, fields?: Record<string, string>) {
  return Response.json(fields ? { message, error: message, fields } : { message, error: message }, {
    status,
  });
}
