import net from 'node:net';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** A port nobody listens on right now, for METRICS_PORT. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `name{a="1",b="2"}` as its name and its labels in one order, whatever order they came in. */
function canonical(series: string): string {
  const match = /^([^{\s]+)(?:\{(.*)\})?$/.exec(series);
  if (!match) return series;
  const labels = (match[2] ?? '').match(/[a-z_]+="[^"]*"/g) ?? [];
  return `${match[1]}{${labels.sort().join(',')}}`;
}

/** The value of one series in Prometheus text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const wanted = canonical(series);
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    const space = line.lastIndexOf(' ');
    if (canonical(line.slice(0, space)) === wanted) return Number(line.slice(space + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    t = await buildTestApp({
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' },
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it("refuses the shop's port without the right bearer token", async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('haat_');
    }
  });

  it('times requests by route pattern and status, never by the URL asked for', async () => {
    const product = await makeProduct(t);
    expect(
      (await t.request({ method: 'GET', url: `/api/products/${product.id}` })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/products/${uuidv7()}` })).statusCode).toBe(
      404,
    );
    const text = await scrape();
    const series = (status: number) =>
      `haat_http_request_duration_seconds_count{app="haat",method="GET",route="/api/products/:id",status="${status}"}`;
    expect(valueOf(text, series(200))).toBe(1);
    expect(valueOf(text, series(404))).toBe(1);
    expect(text).not.toContain(product.id);
  });

  it('counts orders placed and moved from the bus, with no customer in any label', async () => {
    const customer = await signInAs(t, 'Customer');
    const admin = await signInAs(t, 'Admin');
    const address = await makeAddress(t.db, customer.user.id);
    const product = await makeProduct(t, { price_paise: 50_000 });
    const add = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id },
      headers: { cookie: customer.cookie },
    });
    expect(add.statusCode).toBe(200);
    const placed = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: { orderDetails: { shippingAddress: address.id, totalAmount: 500 } },
      headers: { cookie: customer.cookie },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    const moved = await t.request({
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      payload: { status: 'confirmed' },
      headers: { cookie: admin.cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const text = await scrape();
    expect(valueOf(text, 'haat_orders_placed_total{app="haat"}')).toBe(1);
    expect(valueOf(text, 'haat_order_moves_total{app="haat",from="placed",to="confirmed"}')).toBe(
      1,
    );
    for (const secret of [customer.user.id, customer.user.email ?? 'none', orderId]) {
      expect(text).not.toContain(secret);
    }
  });

  it('counts rate-limit refusals by route', async () => {
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/sign-in',
        remoteAddress: '198.51.100.7',
        payload: { identifier: 'nobody@example.test', password: 'wrong-Pass-12' },
      });
    let refused = 0;
    for (let tries = 0; tries < 15; tries += 1) {
      if ((await attempt()).statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    const text = await scrape();
    expect(valueOf(text, 'haat_rate_limit_refusals_total{app="haat",route="/api/sign-in"}')).toBe(
      refused,
    );
  });

  it('reports the outbox backlog, the event loop and, on PostgreSQL, the pool', async () => {
    const now = Date.now();
    // A mail due two minutes ago that a worker holds: it stays pending while we look.
    await t.db.kysely
      .insertInto('outbox')
      .values({
        id: uuidv7(),
        to_address: 'ops@example.test',
        subject: 'Waiting',
        text_body: 'x',
        html_body: 'x',
        next_attempt_at: new Date(now - 120_000).toISOString(),
        claimed_until: new Date(now + 600_000).toISOString(),
        sent_at: null,
        last_error: null,
        created_at: new Date(now - 120_000).toISOString(),
        topic: null,
      })
      .execute();
    const text = await scrape();
    expect(valueOf(text, 'haat_outbox_pending{app="haat"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'haat_outbox_oldest_due_age_seconds{app="haat"}')).toBeGreaterThanOrEqual(
      120,
    );
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds{app="haat"}')).toBeGreaterThanOrEqual(0);
    const inUse = valueOf(text, 'haat_db_pool_connections{app="haat",state="in_use"}');
    if (testDialect() === 'postgres') expect(inUse).toBeGreaterThanOrEqual(0);
    else expect(inUse).toBeUndefined();
  });

  it('answers on METRICS_PORT without a token, and nothing else there', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('haat_http_request_duration_seconds_bucket');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it("is not there on the shop's port, with or without a token", async () => {
    const t = await buildTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.request({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('haat_');
      }
    } finally {
      await t.close();
    }
  });
});
