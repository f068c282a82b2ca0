import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE } from '../agents/attribution.ts';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeUser, signInAs } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { RESPONSE_TTL_MS, ResponseCache, STALE_GRACE_MS } from './response-cache.ts';

describe('ResponseCache', () => {
  const answer = (payload: string) => ({ payload, contentType: 'application/json' });

  it('forgets an answer after the time to live', () => {
    let now = 1_000;
    const cache = new ResponseCache(() => now);
    cache.set('/a', answer('A'));
    expect(cache.get('/a')?.payload).toBe('A');
    now += RESPONSE_TTL_MS - 1;
    expect(cache.get('/a')?.payload).toBe('A');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('gives an expired answer only while one request renews it, and only for a while', () => {
    let now = 1_000;
    const cache = new ResponseCache(() => now);
    cache.set('/a', answer('old'));
    now += RESPONSE_TTL_MS;
    expect(cache.get('/a')).toBeUndefined();
    const renewal = cache.fill('/a');
    if (!('fill' in renewal)) throw new Error('expected a fill');
    expect(cache.stale('/a')?.payload).toBe('old');
    cache.finish(renewal.fill, answer('new'));
    expect(cache.get('/a')?.payload).toBe('new');

    // A renewal that fails drops the expired answer.
    now += RESPONSE_TTL_MS;
    const failed = cache.fill('/a');
    if (!('fill' in failed)) throw new Error('expected a fill');
    cache.finish(failed.fill, null);
    expect(cache.stale('/a')).toBeUndefined();

    // Past its grace an expired answer is never given.
    cache.set('/b', answer('B'));
    now += RESPONSE_TTL_MS + STALE_GRACE_MS;
    expect(cache.stale('/b')).toBeUndefined();
  });

  it('lets one request per URL compute a missing answer while the others wait for it', async () => {
    const cache = new ResponseCache();
    const first = cache.fill('/a');
    const second = cache.fill('/a');
    if (!('fill' in first) || !('pending' in second)) throw new Error('expected one fill');
    cache.finish(first.fill, answer('A'));
    expect((await second.pending)?.payload).toBe('A');
    expect(cache.get('/a')?.payload).toBe('A');
    // A failed answer is not kept; the waiters then ask for themselves.
    const third = cache.fill('/b');
    const fourth = cache.fill('/b');
    if (!('fill' in third) || !('pending' in fourth)) throw new Error('expected one fill');
    cache.finish(third.fill, null);
    expect(await fourth.pending).toBeNull();
    expect('fill' in cache.fill('/b')).toBe(true);
  });

  it('does not store an answer that a change overtook', async () => {
    const cache = new ResponseCache();
    const miss = cache.fill('/a');
    const waiter = cache.fill('/a');
    if (!('fill' in miss) || !('pending' in waiter)) throw new Error('expected one fill');
    cache.clear();
    cache.finish(miss.fill, answer('old'));
    expect(cache.get('/a')).toBeUndefined();
    expect(await waiter.pending).toBeNull();
  });
});

describe('cached catalogue answers', () => {
  let t: TestApp;
  let admin: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: clock.now } });
    admin = (await signInAs(t, 'Admin')).cookie;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });
  const rename = (id: string, name: string) =>
    t.db.kysely.updateTable('products').set({ name }).where('id', '=', id).execute();

  it('reuses an answer until a catalogue write through the API', async () => {
    const category = await makeCategory(t, { name: 'Cached' });
    const product = await makeProduct(t, { name: 'First name', category_id: category.id });
    const urls = [
      `/api/products/${product.id}`,
      '/api/all-products?category=Cached',
      '/api/get-all-products',
    ];
    for (const url of urls) expect(JSON.stringify((await get(url)).json())).toContain('First name');

    // Changed behind the app's back: the cached answers stay as they were.
    await rename(product.id, 'Second name');
    for (const url of urls) expect(JSON.stringify((await get(url)).json())).toContain('First name');

    const write = await t.request({
      method: 'POST',
      url: '/api/todos',
      payload: { categories: 'Another' },
      headers: { cookie: admin },
    });
    expect(write.statusCode).toBe(201);
    for (const url of urls)
      expect(JSON.stringify((await get(url)).json())).toContain('Second name');
  });

  it('sends a large answer compressed, each encoding made once and reused', async () => {
    const category = await makeCategory(t, { name: 'Compressed' });
    for (let i = 0; i < 6; i += 1) {
      await makeProduct(t, {
        name: `Long product ${i} ${'x'.repeat(200)}`,
        category_id: category.id,
      });
    }
    const url = '/api/all-products?category=Compressed';
    const asking = (encoding: string) =>
      t.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    const first = await asking('gzip, br');
    const second = await asking('br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    // The cached answer's brotli form is the one made for the first request.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const answer = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString());
    expect(answer.result).toHaveLength(6);

    const gzip = await asking('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    const plain = await asking('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
  });

  it('renews an expired answer with one request while the others get the expired one', async () => {
    const product = await makeProduct(t, { name: 'Before' });
    const url = `/api/products/${product.id}`;
    expect((await get(url)).json().productName).toBe('Before');
    await rename(product.id, 'After');
    clock.advance(RESPONSE_TTL_MS);
    const names = (await Promise.all([get(url), get(url), get(url)])).map(
      (res) => res.json().productName,
    );
    expect(names).toEqual(['After', 'Before', 'Before']);
    expect((await get(url)).json().productName).toBe('After');
    // Long unused, an answer is asked for again, never given old.
    await rename(product.id, 'Later');
    clock.advance(RESPONSE_TTL_MS + STALE_GRACE_MS);
    const later = await Promise.all([get(url), get(url)]);
    expect(later.map((res) => res.json().productName)).toEqual(['Later', 'Later']);
  });

  /** A new customer orders two of the product at ₹100 each; answers the order and their cookie. */
  async function orderTwo(productId: string) {
    const customer = await signInAs(t, 'Customer');
    const address = await makeAddress(t.db, customer.user.id);
    const headers = { cookie: customer.cookie };
    const added = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId, quantity: 2, size: '' },
      headers,
    });
    expect(added.statusCode).toBe(200);
    const placed = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: {
        orderDetails: {
          shippingAddress: address.id,
          totalAmount: 200,
          shippingMethod: 'Cash on delivery',
        },
      },
      headers,
    });
    expect(placed.statusCode).toBe(201);
    return { orderId: placed.json().order._id as string, headers };
  }

  it('is emptied when an order takes stock, without the orders routes asking', async () => {
    const product = await makeProduct(t, { inventory: 3, price_paise: 10_000 });
    const url = `/api/products/${product.id}`;
    expect((await get(url)).json().inventory).toBe(3);
    await orderTwo(product.id);
    expect((await get(url)).json().inventory).toBe(1);
  });

  it('is emptied when a cancelled order puts its stock back', async () => {
    const product = await makeProduct(t, { inventory: 2, price_paise: 10_000 });
    const url = `/api/products/${product.id}`;
    const { orderId, headers } = await orderTwo(product.id);
    const soldOut = (await get(url)).json();
    expect([soldOut.inventory, soldOut.availability]).toEqual([0, 'Out of stock']);

    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      payload: { status: 'cancelled' },
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const back = (await get(url)).json();
    expect([back.inventory, back.availability]).toEqual([2, 'In stock']);
  });

  it('never answers a refused write or a failed read from the cache', async () => {
    const id = '0190a0f0-0000-7000-8000-00000000abcd';
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    await makeProduct(t, { id });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await get('/api/all-products?limit=500')).statusCode).toBe(400);
  });

  it('answers identical requests made at once alike', async () => {
    const product = await makeProduct(t, { name: 'Popular' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => get(`/api/products/${product.id}`)),
    );
    expect(new Set(responses.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
  });

  it("marks a staff member's own view private, no-store, and the public answer not", async () => {
    const product = await makeProduct(t);
    const url = `/api/products/${product.id}`;
    // Twice each: the first answer is computed, the second comes from the cache.
    for (let i = 0; i < 2; i += 1) {
      const staff = await t.request({ method: 'GET', url, headers: { cookie: admin } });
      expect(staff.json()).toHaveProperty('agentCommission');
      expect(staff.headers['cache-control']).toBe('private, no-store');
      const visitor = await get(url);
      expect(visitor.json()).not.toHaveProperty('agentCommission');
      expect(visitor.headers['cache-control']).toBeUndefined();
    }
  });

  it('always runs the handler for a shared link, which remembers the agent', async () => {
    const product = await makeProduct(t);
    const agent = await makeUser(t.db, { role: 'Agent' });
    const url = `/api/products/${product.id}?agentId=${agent.id}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await get(url);
      const cookie = res.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
      // `<agentId>.<when it was set>`.
      expect(cookie?.value.split('.')[0]).toBe(agent.id);
    }
  });

  it('keeps answers when a write is refused', async () => {
    const product = await makeProduct(t, { name: 'Kept name' });
    const url = `/api/products/${product.id}`;
    await get(url);
    await rename(product.id, 'Hidden name');
    const refused = await t.request({
      method: 'POST',
      url: '/api/todos',
      payload: { categories: '' },
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(url)).json().productName).toBe('Kept name');
  });
});
