/*
 * The shop as `npm run cluster` runs it: nginx (Debian's, with the configuration
 * scripts/cluster-nginx.mjs writes) in front of three server processes on one PostgreSQL and
 * one Redis, serving a web build made for the run. PostgreSQL only; without nginx the file is
 * skipped with a warning saying so. The buying journey runs in the real Chromium
 * (/usr/bin/chromium, as e2e/playwright.config.ts launches it) through the proxy
 * (docs/decisions/190-browser-journey-in-the-cluster-test.md).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '@haat/testing/mail-catcher';
import type { MailCatcher } from '@haat/testing/mail-catcher';
import { freshWebBuild } from '@haat/testing/web-build';
import { findNginx, startNginx } from '../../../../scripts/cluster-nginx.mjs';
import { EventBus } from '../events/event-bus.ts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeSessionCookie, makeUser, TEST_PASSWORD } from '../testing/factories.ts';
import { startServerProcess, stopServerProcess } from '../testing/server-processes.ts';
import type { ServerProcess } from '../testing/server-processes.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REPO = path.resolve(import.meta.dirname, '../../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = findNginx();
const runs = testDialect() === 'postgres' && nginx !== null;
if (testDialect() === 'postgres' && !nginx) {
  console.warn(
    "The cluster test is skipped: Debian's nginx is not installed (apt-get install nginx).",
  );
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A POST from the local address `from` (any of 127.0.0.0/8 is this machine), so this run's
 * client address is its own and no earlier run's rate-limit window in the shared Redis counts.
 */
function postFrom(from: string, url: string, body: object, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const BUYERS = 64;
const STOCK = 40;

describe.skipIf(!runs)('nginx in front of three processes on PostgreSQL and Redis', () => {
  let db: TestDb;
  let mailbox: MailCatcher;
  let servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let dir: string;
  let origin: string;
  const bundle = 'console.log("haat");\n'.repeat(200);

  beforeAll(async () => {
    db = await createTestDb();
    mailbox = await startMailCatcher();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-cluster-'));
    // The web build (with its precompressed twins) for the browser journey, as `npm run build`
    // makes it (built first when stale, once per run), copied for this file; plus one asset of
    // known bytes.
    const webRoot = path.join(dir, 'web');
    const built = freshWebBuild(path.join(REPO, 'apps/web'));
    fs.cpSync(built.webRoot, webRoot, { recursive: true });
    const asset = path.join(webRoot, 'assets', 'app-abc123.js');
    fs.writeFileSync(asset, bundle);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(bundle));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(bundle));
    fs.chmodSync(dir, 0o755);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // allSettled: when one process does not start, the ones that did are stopped, not left.
    const started = await Promise.allSettled(
      [0, 1, 2].map(() =>
        startServerProcess(db.url, {
          REDIS_URL,
          TRUST_PROXY: 'true',
          PUBLIC_URL: origin,
          SMTP_URL: mailbox.url,
          OUTBOX_LEASE_MS: '1500',
          WEB_ROOT: webRoot,
        }),
      ),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(servers.map(stopServerProcess));
      servers = [];
      throw failed.reason;
    }
    proxy = await startNginx(nginx!, {
      dir: path.join(dir, 'nginx'),
      port,
      host: '127.0.0.1',
      upstreamPorts: servers.map((server) => server.port),
      webRoot,
    });
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map(stopServerProcess));
    await mailbox?.close();
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const send = (url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${origin}${url}`, {
      ...init,
      headers: {
        origin,
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  /** Which process answered each request, from nginx's access log. */
  const upstreamsOf = (pathPart: string) =>
    fs
      .readFileSync(path.join(dir, 'nginx', 'access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(pathPart))
      .map((line) => /upstream=(\S+)/.exec(line)?.[1]);

  it('serves the precompressed assets itself and passes the API to the processes', async () => {
    const br = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(bundle);
    const gzip = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(upstreamsOf('/assets/app-abc123.js').every((upstream) => upstream === '-')).toBe(true);

    const ready = await fetch(`${origin}/api/health/ready`, {
      headers: { 'x-request-id': 'through-nginx-1' },
    });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBe('through-nginx-1');
  });

  it('signs in, adds to the cart and orders through the proxy; the session works on every process', async () => {
    const user = await makeUser(db);
    const address = await makeAddress(db, user.id);
    const product = await makeProduct(
      { db, events: new EventBus(console) },
      { inventory: 5, price_paise: 25_000 },
    );
    const signIn = await send('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ identifier: user.email, password: TEST_PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = /sid=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();

    const add = await send('/api/add-to-cart', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ productId: product.id, quantity: 2 }),
    });
    expect(add.status).toBe(200);
    const placed = await send('/api/place-order', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ orderDetails: { shippingAddress: address.id, totalAmount: 500 } }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as { order: { _id: string } };
    const read = await send(`/api/orders/${order._id}`, { cookie });
    expect(read.status).toBe(200);

    // The session made through whichever process signed in is good on each of them.
    for (const server of servers) {
      const mine = await fetch(`${server.url}/api/my-orders`, { headers: { cookie: cookie! } });
      expect(mine.status).toBe(200);
      const body = (await mine.json()) as { result: { _id: string }[] };
      expect(body.result.map((each) => each._id)).toContain(order._id);
    }
  });

  it('lets a customer sign in, add to the cart and order in Chromium through the proxy', async () => {
    const user = await makeUser(db);
    await makeAddress(db, user.id);
    const product = await makeProduct(
      { db, events: new EventBus(console) },
      { inventory: 5, price_paise: 32_500 },
    );
    const logStart = fs.statSync(path.join(dir, 'nginx', 'access.log')).size;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage({
        baseURL: origin,
        viewport: { width: 1280, height: 800 },
      });
      // A busy machine: each step may wait up to a minute for its element.
      page.setDefaultTimeout(60_000);
      // The labels are the ones e2e/support/fixtures.ts and e2e/tests/shopping.spec.ts use.
      await page.goto('/sign-in');
      await page.getByLabel('Email or phone number').fill(user.email!);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText(`Hello, ${user.first_name}`).waitFor();

      await page.goto(`/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      await banner.getByRole('link', { name: /^Cart, / }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL(/\/place-order$/);
      // The saved address is chosen already; cash on delivery is the only way to pay.
      await page.getByRole('radio', { name: /Lotus Apartments/ }).waitFor();
      expect(await page.getByRole('radio', { name: /Lotus Apartments/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page
        .getByText('Your order has been placed successfully. Our team will contact you shortly.')
        .waitFor();
      await page.waitForURL(/\/my-orders$/);
      await banner.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    } finally {
      await browser.close();
    }

    const stored = await db.kysely
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.user_id', 'order_items.quantity'])
      .where('order_items.product_id', '=', product.id)
      .execute();
    expect(stored).toEqual([{ user_id: user.id, quantity: 1 }]);
    // The page and the journey's API calls went through nginx, round robin over every process.
    const journey = fs
      .readFileSync(path.join(dir, 'nginx', 'access.log'), 'utf8')
      .slice(logStart)
      .split('\n');
    const byProcess = (part: string) =>
      journey.filter((line) => line.includes(part)).map((line) => /upstream=(\S+)/.exec(line)?.[1]);
    expect(byProcess(' "GET /sign-in ')).toHaveLength(1);
    expect(byProcess(' "GET /sign-in ')[0]).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(new Set(byProcess(' /api/')).size).toBe(3);
  }, 180_000);

  it('holds a rate limit at exactly its number across processes, whatever X-Forwarded-For says', async () => {
    const client = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push(
        await postFrom(
          client,
          `${origin}/api/sign-in`,
          { identifier: `nobody-${attempt}@example.test`, password: 'wrong-Pass-12' },
          // A client cannot choose its own address: nginx replaces this header.
          { origin, 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        ),
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    // Round robin: the attempts went to every process.
    const answeredBy = new Set(upstreamsOf('/api/sign-in'));
    expect(answeredBy.size).toBe(3);
  });

  it('sells exactly the stock to 64 buyers while one process is killed and another stopped', async () => {
    const product = await makeProduct(
      { db, events: new EventBus(console) },
      { inventory: STOCK, price_paise: 10_000 },
    );
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, index) => {
        const user = await makeUser(db);
        const address = await makeAddress(db, user.id);
        return {
          user,
          address,
          cookie: await makeSessionCookie(db, user.id),
          key: `chaos-${index}-${user.id}`,
        };
      }),
    );
    for (const buyer of buyers) {
      const res = await send('/api/add-to-cart', {
        method: 'POST',
        cookie: buyer.cookie,
        body: JSON.stringify({ productId: product.id }),
      });
      expect(res.status).toBe(200);
    }

    let answered = 0;
    const [killed, stopped] = [servers[1]!, servers[2]!];
    const unknownAnswers: (number | string)[] = [];
    // Each buyer retries with the same Idempotency-Key until the answer is a definite one: a
    // dropped connection or a 502/503/504 leaves it unknown whether the order was stored.
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        for (let attempt = 0; attempt < 40; attempt += 1) {
          let status: number | string;
          try {
            const res = await send('/api/place-order', {
              method: 'POST',
              cookie: buyer.cookie,
              headers: { 'idempotency-key': buyer.key },
              body: JSON.stringify({
                orderDetails: { shippingAddress: buyer.address.id, totalAmount: 100 },
              }),
            });
            status = res.status;
          } catch (error) {
            status = String(error);
          }
          answered += 1;
          if (answered === 10) killed.child.kill('SIGKILL');
          if (answered === 20) stopped.child.kill('SIGTERM');
          if (status === 200 || status === 201 || status === 409) return status;
          unknownAnswers.push(status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return 'never settled';
      }),
    );
    expect(await killed.exited).toBe(null);
    expect(await stopped.exited).toBe(0);
    expect(outcomes.filter((outcome) => outcome === 'never settled')).toEqual([]);

    const orders = await db.kysely
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['orders.id', 'orders.user_id', 'order_items.quantity'])
      .where('order_items.product_id', '=', product.id)
      .execute();
    const { inventory } = await db.kysely
      .selectFrom('products')
      .select('inventory')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    // Every 2xx is one stored order of that buyer, every 409 none; nothing sold twice.
    const ordered = buyers.filter((_, index) => outcomes[index] !== 409);
    expect(orders).toHaveLength(ordered.length);
    expect(new Set(orders.map((order) => order.user_id))).toEqual(
      new Set(ordered.map((buyer) => buyer.user.id)),
    );
    const sold = orders.reduce((sum, order) => sum + order.quantity, 0);
    expect(sold).toBe(STOCK);
    expect(inventory).toBe(0);

    // Each stored order has one confirmation; each is delivered, under one Message-ID.
    const outboxRows = async () =>
      db.kysely
        .selectFrom('outbox')
        .select(['id', 'to_address', 'status'])
        .where(
          'to_address',
          'in',
          ordered.map((buyer) => buyer.user.email!),
        )
        .execute();
    for (let waited = 0; waited < 200; waited += 1) {
      if ((await outboxRows()).every((row) => row.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await outboxRows();
    expect(rows).toHaveLength(ordered.length);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const buyer of ordered) {
      const ids = new Set(
        mailbox.mails
          .filter((mail) => mail.to.includes(buyer.user.email!))
          .map((mail) => mail.messageId),
      );
      expect(ids.size).toBe(1);
    }
    // What the buyers saw while processes went away: connection errors and 502/503s, each
    // settled by a retry with the same key.
    expect(unknownAnswers.every((status) => typeof status === 'string' || status >= 500)).toBe(
      true,
    );
  }, 120_000);
});
