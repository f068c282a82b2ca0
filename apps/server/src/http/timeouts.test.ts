import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { TIMEOUTS } from './timeouts.ts';

/** The figures shortened, so that a stalled or trickling client shows within a second or two. */
const SHORT = {
  stallMs: 500,
  requestMs: 1500,
  uploadMs: 4000,
  headersMs: 1000,
  keepAliveMs: 700,
  checkEveryMs: 200,
};

describe('client timeouts (issue 14, finding 4)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      deps: { timeouts: SHORT },
      beforeReady: (app) => {
        // Handlers that work three stall bounds after the body has arrived (a large import).
        const work = () => new Promise((resolve) => setTimeout(resolve, SHORT.stallMs * 3));
        app.post('/test/slow-work', async () => {
          await work();
          return { done: true };
        });
        app.register(async (scope) => {
          scope.addContentTypeParser('application/x-test-stream', (_request, payload, done) =>
            done(null, payload),
          );
          // The body is read by the handler, as multipart uploads are.
          scope.post('/test/slow-upload', { config: { upload: true } }, async (request) => {
            let bytes = 0;
            for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
            await work();
            return { bytes };
          });
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Opens a raw connection, sends `head`, then calls `drip` until the server closes it. */
  function openRequest(head: string, drip?: (socket: net.Socket) => void) {
    return new Promise<{ ms: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head);
        drip?.(socket);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    });
  }

  const postHead = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: shop.test\r\nOrigin: ${TEST_ORIGIN}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('closes a connection whose body stalls', async () => {
    const { ms, answer } = await openRequest(`${postHead('/api/sign-in', 100)}{"identifier"`);
    expect(answer).toBe('');
    expect(ms).toBeGreaterThanOrEqual(SHORT.stallMs - 50);
    expect(ms).toBeLessThan(SHORT.stallMs + 1500);
  });

  it('bounds the whole request even when bytes keep trickling in', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms } = await openRequest(postHead('/api/sign-in', 1000), (socket) => {
      timer = setInterval(() => socket.write(' '), 200);
    });
    clearInterval(timer);
    expect(ms).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(ms).toBeLessThan(SHORT.requestMs + 1500);
  });

  it('closes a connection whose header lines trickle in past the headers bound (issue 20)', async () => {
    // One header line at a time, each well inside the stall bound: only the headers bound ends it.
    let timer: NodeJS.Timeout | undefined;
    let lines = 0;
    const { ms, answer } = await openRequest(
      'GET /api/health HTTP/1.1\r\nHost: shop.test\r\n',
      (socket) => {
        timer = setInterval(
          () => socket.write(`X-Line-${(lines += 1)}: ${'a'.repeat(10)}\r\n`),
          300,
        );
      },
    );
    clearInterval(timer);
    expect(lines).toBeGreaterThan(2);
    // A 408 in the shop's shape when the socket can still take it, else just the close.
    if (answer !== '') {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('{"message":"The request took too long to arrive."');
    }
    expect(ms).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    // Well before Node's bound on the whole request (the uploads', which would end it
    // otherwise), with room for a busy machine's late timers.
    expect(ms).toBeLessThan(SHORT.uploadMs - 1000);
  });

  it('lets a handler work past the stall bound once the body has arrived (decision 156)', async () => {
    const { answer } = await openRequest(
      `${postHead('/test/slow-work', 2).replace('keep-alive', 'close')}{}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"done":true}');
  });

  it('does the same for a body the handler reads itself, sent in pieces', async () => {
    const head =
      `POST /test/slow-upload HTTP/1.1\r\nHost: shop.test\r\nOrigin: ${TEST_ORIGIN}\r\n` +
      `Content-Type: application/x-test-stream\r\nContent-Length: 10\r\n\r\n`;
    let timer: NodeJS.Timeout | undefined;
    const { answer } = await openRequest(`${head}12345`, (socket) => {
      timer = setTimeout(() => socket.write('67890'), SHORT.stallMs / 2);
    });
    clearTimeout(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"bytes":10}');
  });

  it('still closes a connection that stalls inside a body the handler reads', async () => {
    const head =
      `POST /test/slow-upload HTTP/1.1\r\nHost: shop.test\r\nOrigin: ${TEST_ORIGIN}\r\n` +
      `Content-Type: application/x-test-stream\r\nContent-Length: 10\r\n\r\n`;
    const { answer } = await openRequest(`${head}12345`);
    expect(answer).toBe('');
  });

  it('answers a prompt request as always, and sets header and keep-alive timeouts', async () => {
    // A route that needs neither the database nor a password hash: the figures are short here.
    const { answer } = await openRequest(
      'GET /api/no-such-call HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(t.app.server.headersTimeout).toBe(SHORT.headersMs);
    expect(t.app.server.keepAliveTimeout).toBe(SHORT.keepAliveMs);
    expect(t.app.server.requestTimeout).toBe(SHORT.uploadMs);
  });

  it('ships with the documented figures', () => {
    expect(TIMEOUTS).toEqual({
      stallMs: 30_000,
      requestMs: 60_000,
      uploadMs: 300_000,
      headersMs: 20_000,
      keepAliveMs: 72_000,
      checkEveryMs: 1_000,
    });
  });
});
