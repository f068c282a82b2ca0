import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Issue 20, findings 4 and 6: a request the parsers cannot read is answered in the shop's
 * error shape, `{ message, error }`, with a 4xx, after the access check, and without echoing
 * what was sent.
 */
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  customer = await signInAs(t, 'Customer');
});
afterAll(() => t.close());

/** The shop's error shape and nothing else: no Fastify `code`, no `statusCode`, no echo. */
function expectShopError(res: { body: string; json(): unknown }, echo: string[]) {
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    'fields' in body ? ['error', 'fields', 'message'] : ['error', 'message'],
  );
  expect(typeof body.message).toBe('string');
  for (const text of echo) expect(res.body).not.toContain(text);
  expect(res.body).not.toMatch(/FST_|needle/);
}

describe('multipart bodies the parser cannot read (finding 4)', () => {
  const partFor = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\nnot really a png\r\n--${boundary}--\r\n`;

  const cases: [string, string, string][] = [
    ['a 1,000-character boundary', `multipart/form-data; boundary=${'b'.repeat(1000)}`, ''],
    ['a 257-character boundary', `multipart/form-data; boundary=${'b'.repeat(257)}`, ''],
    ['no boundary', 'multipart/form-data', partFor('x')],
    ['a body without the boundary', 'multipart/form-data; boundary=abc', 'just some bytes'],
    ['a part cut short', 'multipart/form-data; boundary=abc', partFor('abc').slice(0, 60)],
    [
      'a part header without a colon',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition form-data\r\n\r\nx\r\n--abc--\r\n',
    ],
  ];

  it.each(cases)('%s is a 400 in the shop shape', async (_name, contentType, payload) => {
    const body = payload || partFor('b'.repeat(1000));
    const res = await t.request({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expectShopError(res, ['b'.repeat(60)]);
  });

  it('is refused before it is parsed to anyone but the Admin', async () => {
    const headers = { 'content-type': `multipart/form-data; boundary=${'b'.repeat(1000)}` };
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/upload',
      headers,
      payload: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
    expectShopError(anonymous, []);
    const asCustomer = await t.request({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, cookie: customer.cookie },
      payload: 'x',
    });
    expect(asCustomer.statusCode).toBe(403);
    expectShopError(asCustomer, []);
  });
});

describe('addresses with broken percent-encoding (finding 6)', () => {
  const BAD = ['%zz', '%', '%E0%A4', '%ED%A0%80', '%FF', 'ok%2', '%C0%AF'];

  it.each(BAD)('PUT /api/update-role/%s: 401, 403, then the Admin’s 404', async (bad) => {
    const url = `/api/update-role/${bad}`;
    const payload = { role: 'Agent' };
    const anonymous = await t.request({ method: 'PUT', url, payload });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expectShopError(anonymous, [bad, 'update-role']);
    const asCustomer = await t.request({
      method: 'PUT',
      url,
      payload,
      headers: { cookie: customer.cookie },
    });
    expect(asCustomer.statusCode, asCustomer.body).toBe(403);
    expectShopError(asCustomer, [bad, 'update-role']);
    const asAdmin = await t.request({
      method: 'PUT',
      url,
      payload,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(404);
    expectShopError(asAdmin, [bad, 'update-role']);
  });

  it.each(BAD)(
    'a public read or an unknown call with %s is a 404 in the shop shape',
    async (bad) => {
      for (const url of [`/api/products/${bad}`, `/api/no-such-${bad}`, `/api/todos/${bad}/x`]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
        expectShopError(res, [bad, 'no-such']);
      }
    },
  );

  it('an over-long path parameter is refused after the access check, in the shop shape', async () => {
    const long = 'a'.repeat(3000);
    const anonymous = await t.request({
      method: 'PUT',
      url: `/api/update-role/${long}`,
      payload: { role: 'Agent' },
    });
    expect(anonymous.statusCode).toBe(401);
    expectShopError(anonymous, [long.slice(0, 200)]);
    const read = await t.request({ method: 'GET', url: `/api/products/${long}` });
    expect(read.statusCode).toBe(404);
    expectShopError(read, [long.slice(0, 200)]);
  });
  it.each([
    ['abc', 400],
    ['http://[bad/x', 400],
    ['http:///api/health', 400],
    ['*', 404],
  ])('a request target that is no path (%s) is a %i in the shop shape', async (target, status) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`),
      );
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['error', 'message']);
    expect(body).not.toContain(target === '*' ? 'FST_' : target);
  });
});
