import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePrice, makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

/**
 * Repeated public reads of the catalogue answered before Fastify
 * (docs/decisions/199-cached-reads-before-fastify.md): over real HTTP, since `app.inject`
 * never passes through the server's request listener.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The headers that differ from one answer to the next whatever answers it. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
}

describe('catalogue reads answered from the cache before Fastify', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  it('sends a hit with the bytes and headers of the answer Fastify made', async () => {
    const category = await makeCategory(t, { name: 'Bags' });
    for (let i = 0; i < 12; i++) {
      await makeProduct(t, { name: `Jute Tote ${i} with a long name`, category_id: category.id });
    }
    const url = `${base}/api/all-products?page=1&limit=12&category=Bags`;
    for (const encoding of ['br', 'gzip', '']) {
      const headers = { 'accept-encoding': encoding };
      const first = await fetch(`${url}&encoding=${encoding}`, { headers });
      const second = await fetch(`${url}&encoding=${encoding}`, { headers });
      expect(second.status).toBe(200);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(Buffer.from(await second.arrayBuffer())).toEqual(
        Buffer.from(await first.arrayBuffer()),
      );
      expect(second.headers.get('content-encoding')).toBe(encoding || null);
    }
    const small = await makeProduct(t, { name: 'Potli' });
    const one = await fetch(`${base}/api/products/${small.id}`);
    const again = await fetch(`${base}/api/products/${small.id}`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(headersOf(again)).toEqual(headersOf(one));
    expect(await again.text()).toBe(await one.text());
    expect(again.headers.get('x-request-id')).toBe('trace-42');
  });

  it('sends the new answer after a change, and an Agent their own view', async () => {
    const product = await makeProduct(t, { name: 'Brass Diya', price_paise: 25_000 });
    const url = `${base}/api/products/${product.id}`;
    await fetch(url);
    expect(await (await fetch(url)).json()).toMatchObject({ price: 250 });
    await changePrice(t, product.id, 27_500);
    expect(await (await fetch(url)).json()).toMatchObject({ price: 275 });
    const publicAnswer = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(publicAnswer).not.toHaveProperty('agentCommission');
    const agent = await signInAs(t, 'Agent');
    const agentAnswer = (await (
      await fetch(url, { headers: { cookie: agent.cookie, origin: TEST_ORIGIN } })
    ).json()) as Record<string, unknown>;
    expect(agentAnswer).toHaveProperty('agentCommission');
  });

  it('times each hit in the metrics under its route', async () => {
    const product = await makeProduct(t, { name: 'Clay Lamp' });
    const count = async () => {
      const res = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const line = (await res.text())
        .split('\n')
        .find(
          (l) =>
            l.startsWith('haat_http_request_duration_seconds_count{') &&
            ['method="GET"', 'route="/api/products/:id"', 'status="200"'].every((label) =>
              l.includes(label),
            ),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 3; i++) await fetch(`${base}/api/products/${product.id}`);
    expect((await count()) - before).toBe(3);
  });
});
