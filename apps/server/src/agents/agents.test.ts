import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentDetails, AgentUsersList, Order, UserOrders } from '@haat/contracts';
import { lineCommissionPaise } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeUser, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MS } from './attribution.ts';

const clock = testClock();
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../../web/index.html'),
    path.join(webRoot, 'index.html'),
  );
  t = await buildTestApp({ deps: { now: clock.now, webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, as?: SignedIn) =>
  t.request({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });

/** A customer of `agentId` (or of nobody) with a live session and an address. */
async function customer(agentId: string | null, overrides = {}) {
  const as = await signInAs(t, 'Customer', { agent_id: agentId, ...overrides });
  const address = await makeAddress(t.db, as.user.id);
  return { as, addressId: address.id };
}

let adminForOrders: SignedIn | undefined;

/** Puts the lines in the cart and places the order through the API, as the shop does. */
async function placeOrder(
  buyer: { as: SignedIn; addressId: string },
  lines: { productId: string; pricePaise: number; quantity: number }[],
  cookie = '',
): Promise<Order> {
  for (const line of lines) {
    const res = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: line.productId, quantity: line.quantity, size: '' },
      headers: { cookie: buyer.as.cookie },
    });
    expect(res.statusCode).toBe(200);
  }
  const total = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const res = await t.request({
    method: 'POST',
    url: '/api/place-order',
    payload: {
      orderDetails: {
        shippingAddress: buyer.addressId,
        totalAmount: total / 100,
        shippingMethod: 'Cash on delivery',
      },
    },
    headers: { cookie: `${buyer.as.cookie}${cookie ? `; ${cookie}` : ''}` },
  });
  expect(res.statusCode).toBe(201);
  // The buyer's answer carries no commission (issue 20); the Admin's view of the order does.
  adminForOrders ??= await signInAs(t, 'Admin');
  return (await get(`/api/orders/${res.json().order._id}`, adminForOrders)).json();
}

describe('who may call', () => {
  it('asks for a session first, then the role, then the query (401, 403, 400)', async () => {
    const calls = [
      '/api/agent/x',
      '/api/agent-user?page=zero',
      '/api/get-agent',
      '/api/user-orders?limit=9999',
    ];
    for (const url of calls) expect((await get(url)).statusCode).toBe(401);
    const shopper = await signInAs(t, 'Customer');
    for (const url of calls.slice(1)) {
      const res = await get(url, shopper);
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('fields');
    }
    const agent = await signInAs(t, 'Agent');
    expect((await get('/api/agent-user?page=zero', agent)).statusCode).toBe(400);
    expect((await get('/api/user-orders?limit=9999', agent)).statusCode).toBe(400);
    expect((await get('/api/get-agent', agent)).statusCode).toBe(400);
  });

  it('GET /agent/{id} answers the user with role, for that user or an Admin', async () => {
    const agent = await signInAs(t, 'Agent', { first_name: 'Ravi' });
    const shopper = await signInAs(t, 'Customer');
    const admin = await signInAs(t, 'Admin');

    const own = await get(`/api/agent/${agent.user.id}`, agent);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: agent.user.id, role: 'Agent', firstName: 'Ravi' });
    expect(own.json()).not.toHaveProperty('password_hash');
    // The guard of the agent screens sends a customer home on this answer.
    expect((await get(`/api/agent/${shopper.user.id}`, shopper)).json().role).toBe('Customer');
    expect((await get(`/api/agent/${agent.user.id}`, shopper)).statusCode).toBe(403);
    expect((await get(`/api/agent/${shopper.user.id}`, agent)).statusCode).toBe(403);
    expect((await get(`/api/agent/${agent.user.id}`, admin)).json().role).toBe('Agent');
    expect((await get('/api/agent/no-such-user', admin)).statusCode).toBe(404);
  });
});

describe('an agent sees only their own customers', () => {
  let agentA: SignedIn;
  let agentB: SignedIn;
  let admin: SignedIn;
  let a1: Awaited<ReturnType<typeof customer>>;
  let b1: Awaited<ReturnType<typeof customer>>;

  beforeAll(async () => {
    agentA = await signInAs(t, 'Agent');
    agentB = await signInAs(t, 'Agent');
    admin = await signInAs(t, 'Admin');
    a1 = await customer(agentA.user.id, { first_name: 'Meena', phone: '9000000001', email: null });
    await customer(agentA.user.id, { first_name: 'Kiran' });
    b1 = await customer(agentB.user.id, { first_name: 'Bela' });
    const product = await makeProduct(t, { price_paise: 49_900, agent_commission_bp: 1_000 });
    await placeOrder(a1, [{ productId: product.id, pricePaise: 49_900, quantity: 2 }]);
    await placeOrder(b1, [{ productId: product.id, pricePaise: 49_900, quantity: 1 }]);
  });

  it("lists the agent's customers, newest first, with order count, total and commission", async () => {
    const res = await get('/api/agent-user', agentA);
    expect(res.statusCode).toBe(200);
    const list: AgentUsersList = res.json();
    expect(list.result.map((entry) => entry.user.firstName)).toEqual(['Kiran', 'Meena']);
    expect(list.result[1]).toEqual({
      user: expect.objectContaining({ _id: a1.as.user.id, phone: '9000000001', email: null }),
      orders: 1,
      totalAmount: 998,
      // 499 × 10 % × 2 = ₹99.80
      totalCommission: 99.8,
    });
    expect(list.result[0]).toMatchObject({ orders: 0, totalAmount: 0, totalCommission: 0 });
    expect(list).toMatchObject({ page: 1, limit: 20, hasMore: false });
    expect(
      (await get(`/api/agent-user?agentId=${agentA.user.id}`, agentA)).json().result,
    ).toHaveLength(2);
  });

  it("refuses another agent's customers, details and orders", async () => {
    expect((await get(`/api/agent-user?agentId=${agentB.user.id}`, agentA)).statusCode).toBe(403);
    expect((await get(`/api/get-agent?id=${agentB.user.id}`, agentA)).statusCode).toBe(403);
    const theirs = await get(`/api/user-orders?userId=${b1.as.user.id}`, agentA);
    expect(theirs.statusCode).toBe(403);
    expect(JSON.stringify(theirs.json())).not.toContain('Bela');
    // Someone who is nobody's customer, or no one at all, is just as closed.
    const loner = await makeUser(t.db);
    expect((await get(`/api/user-orders?userId=${loner.id}`, agentA)).statusCode).toBe(403);
    expect((await get('/api/user-orders?userId=nobody', agentA)).statusCode).toBe(403);
    // A customer sees none of the agent calls, not even about their own agent.
    expect((await get(`/api/get-agent?id=${agentA.user.id}`, a1.as)).statusCode).toBe(403);
    expect((await get(`/api/user-orders?userId=${a1.as.user.id}`, a1.as)).statusCode).toBe(403);
  });

  it("gives the agent their details and their customer's orders with commission", async () => {
    const details: AgentDetails = (await get(`/api/get-agent?id=${agentA.user.id}`, agentA)).json();
    expect(details).toMatchObject({
      _id: agentA.user.id,
      role: 'Agent',
      totalCommission: 99.8,
      customerCount: 2,
      orderCount: 1,
    });
    const orders: UserOrders = (
      await get(`/api/user-orders?userId=${a1.as.user.id}`, agentA)
    ).json();
    expect(orders).toMatchObject({ totalCommission: 99.8, orderCount: 1, hasMore: false });
    expect(orders.user).toMatchObject({ _id: a1.as.user.id, agentId: agentA.user.id });
    expect(orders.result).toHaveLength(1);
    expect(orders.result[0]).toMatchObject({
      isShipped: false,
      totalAmount: 998,
      commission: 99.8,
      items: [expect.objectContaining({ quantity: 2, price: 499, commission: 99.8 })],
    });
  });

  it('gives the Admin the same figures for any agent, and all of a user’s orders', async () => {
    const list: AgentUsersList = (
      await get(`/api/agent-user?agentId=${agentA.user.id}`, admin)
    ).json();
    expect(list).toEqual((await get('/api/agent-user', agentA)).json());
    expect((await get('/api/agent-user', admin)).statusCode).toBe(400);
    expect((await get('/api/agent-user?agentId=nobody', admin)).statusCode).toBe(404);
    expect((await get(`/api/get-agent?id=${agentB.user.id}`, admin)).json()).toMatchObject({
      totalCommission: 49.9,
      customerCount: 1,
    });
    expect((await get('/api/get-agent?id=nobody', admin)).statusCode).toBe(404);
    const orders = await get(`/api/user-orders?userId=${b1.as.user.id}`, admin);
    expect(orders.json()).toMatchObject({ totalCommission: 49.9, orderCount: 1 });
    expect((await get('/api/user-orders?userId=nobody', admin)).statusCode).toBe(404);
  });

  it('pages customers and orders with hasMore', async () => {
    const first = (await get('/api/agent-user?limit=1', agentA)).json();
    const second = (await get('/api/agent-user?limit=1&page=2', agentA)).json();
    expect(first).toMatchObject({ hasMore: true, limit: 1 });
    expect(second).toMatchObject({ hasMore: false, page: 2 });
    expect(second.result[0].user._id).not.toBe(first.result[0].user._id);
    expect((await get('/api/agent-user?page=3&limit=1', agentA)).json().result).toEqual([]);
  });
});

describe('commission (docs/product.md, "Commission")', () => {
  it('is stored per line when the order is placed; a later rate change never changes it', async () => {
    const agent = await signInAs(t, 'Agent');
    const buyer = await customer(agent.user.id);
    const kurta = await makeProduct(t, { price_paise: 49_900, agent_commission_bp: 1_000 });
    const mug = await makeProduct(t, { price_paise: 333, agent_commission_bp: 1_250 });
    // Read before the order: the remembered figures must give way to the new order at once.
    expect((await get(`/api/get-agent?id=${agent.user.id}`, agent)).json()).toMatchObject({
      totalCommission: 0,
      orderCount: 0,
      customerCount: 1,
    });
    const placed = await placeOrder(buyer, [
      { productId: kurta.id, pricePaise: 49_900, quantity: 2 },
      { productId: mug.id, pricePaise: 333, quantity: 3 },
    ]);
    // 99.80 + 1.24875 → 1.25 (half up, per line)
    expect(placed.commission).toBe(101.05);
    await t.db.kysely
      .updateTable('products')
      .set({ agent_commission_bp: 5_000 })
      .where('id', '=', kurta.id)
      .execute();
    const details = (await get(`/api/get-agent?id=${agent.user.id}`, agent)).json();
    expect(details.totalCommission).toBe(101.05);
  });

  it("leaves the agent's figures at once when the order is cancelled", async () => {
    const agent = await signInAs(t, 'Agent');
    const buyer = await customer(agent.user.id);
    const product = await makeProduct(t, { price_paise: 20_000, agent_commission_bp: 1_000 });
    const placed = await placeOrder(buyer, [
      { productId: product.id, pricePaise: 20_000, quantity: 1 },
    ]);
    const figures = async () => {
      const details = (await get(`/api/get-agent?id=${agent.user.id}`, agent)).json();
      return { orders: details.orderCount, commission: details.totalCommission };
    };
    // Read, and so remembered, before the cancel.
    expect(await figures()).toEqual({ orders: 1, commission: 20 });
    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/orders/${placed._id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: buyer.as.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await figures()).toEqual({ orders: 0, commission: 0 });
  });

  it('the agent earns nothing on orders of customers without an agent', async () => {
    const agent = await signInAs(t, 'Agent');
    const loner = await customer(null);
    const product = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 1_000 });
    const placed = await placeOrder(loner, [
      { productId: product.id, pricePaise: 10_000, quantity: 1 },
    ]);
    expect(placed).toMatchObject({ agentId: null, commission: 0 });
    expect(placed.items[0]).toMatchObject({ agentCommission: 10, commission: 0 });
    expect((await get(`/api/get-agent?id=${agent.user.id}`, agent)).json().totalCommission).toBe(0);
  });

  it('over any mix of lines, totals are exactly the sums of the stored lines', async () => {
    const agent = await signInAs(t, 'Agent');
    const buyer = await customer(agent.user.id);
    let expectedPaise = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            pricePaise: fc.integer({ min: 1, max: 5_000_000 }),
            bp: fc.integer({ min: 0, max: 10_000 }),
            quantity: fc.integer({ min: 1, max: 9 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (lines) => {
          const products: { id: string }[] = [];
          for (const line of lines) {
            products.push(
              await makeProduct(t, {
                price_paise: line.pricePaise,
                agent_commission_bp: line.bp,
                inventory: 100,
              }),
            );
          }
          const order = await placeOrder(
            buyer,
            lines.map((line, i) => ({ ...line, productId: products[i]!.id })),
          );
          const linePaise = lines.map((line) =>
            lineCommissionPaise(line.pricePaise, line.bp, line.quantity),
          );
          const orderPaise = linePaise.reduce((sum, paise) => sum + paise, 0);
          expect(Math.round(order.commission * 100)).toBe(orderPaise);
          expect(
            order.items.map((item) => Math.round(item.commission * 100)).sort((a, b) => a - b),
          ).toEqual([...linePaise].sort((a, b) => a - b));
          expectedPaise += orderPaise;
        },
      ),
      { numRuns: 12 },
    );
    const details: AgentDetails = (await get(`/api/get-agent?id=${agent.user.id}`, agent)).json();
    expect(Math.round(details.totalCommission * 100)).toBe(expectedPaise);
    const entry = (await get('/api/agent-user', agent)).json().result[0];
    expect(Math.round(entry.totalCommission * 100)).toBe(expectedPaise);
    const orders = (await get(`/api/user-orders?userId=${buyer.as.user.id}`, agent)).json();
    expect(Math.round(orders.totalCommission * 100)).toBe(expectedPaise);
  });
});

describe('attribution by a shared link (docs/product.md, "Agents")', () => {
  /** Opens the shared link's product as the app does, and answers the cookie it set. */
  async function openSharedLink(productId: string, agentId: string): Promise<string> {
    const res = await get(`/api/products/${productId}?agentId=${agentId}`);
    expect(res.statusCode).toBe(200);
    const ref = res.cookies.find((cookie) => cookie.name === ATTRIBUTION_COOKIE);
    expect(ref?.maxAge).toBe(ATTRIBUTION_MS / 1000);
    return `${ATTRIBUTION_COOKIE}=${ref!.value}`;
  }

  const signUp = (email: string, cookie: string) =>
    t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: { firstName: 'Nila', lastName: 'Das', email, password: 'mango-Tree-91' },
      headers: { cookie },
    });
  const agentOf = async (email: string) =>
    (
      await t.db.kysely
        .selectFrom('users')
        .select('agent_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).agent_id;

  it('a visitor who signs up within 30 days becomes the agent’s customer; later, not', async () => {
    const agent = await makeUser(t.db, { role: 'Agent' });
    const product = await makeProduct(t);
    const cookie = await openSharedLink(product.id, agent.id);
    try {
      clock.advance(ATTRIBUTION_MS - DAY);
      expect((await signUp('nila.29@example.test', cookie)).statusCode).toBe(201);
      expect(await agentOf('nila.29@example.test')).toBe(agent.id);
      clock.advance(DAY);
      expect((await signUp('nila.30@example.test', cookie)).statusCode).toBe(201);
      expect(await agentOf('nila.30@example.test')).toBeNull();
    } finally {
      clock.advance(-ATTRIBUTION_MS);
    }
  });

  it('a customer without an agent who orders becomes the agent’s; one with an agent stays', async () => {
    const agent = await signInAs(t, 'Agent');
    const other = await makeUser(t.db, { role: 'Agent' });
    const product = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 1_000 });
    const cookie = await openSharedLink(product.id, agent.user.id);

    const loner = await customer(null);
    const line = [{ productId: product.id, pricePaise: 10_000, quantity: 1 }];
    expect(await placeOrder(loner, line, cookie)).toMatchObject({
      agentId: agent.user.id,
      commission: 10,
    });
    const taken = await customer(other.id);
    expect((await placeOrder(taken, line, cookie)).agentId).toBe(other.id);

    const list: AgentUsersList = (await get('/api/agent-user', agent)).json();
    expect(list.result.map((entry) => entry.user._id)).toEqual([loner.as.user.id]);
  });

  it('announces the customer an order gave an agent, and nobody else', async () => {
    const heard: { userId: string; change: string }[] = [];
    t.events.afterCommit('user.changed', (event) => {
      heard.push(event);
    });
    const agent = await signInAs(t, 'Agent');
    const product = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 1_000 });
    const cookie = await openSharedLink(product.id, agent.user.id);
    const line = [{ productId: product.id, pricePaise: 10_000, quantity: 1 }];
    const loner = await customer(null);
    await placeOrder(loner, line, cookie);
    await placeOrder(loner, line, cookie);
    await placeOrder(await customer(agent.user.id), line, cookie);
    expect(heard).toEqual([{ userId: loner.as.user.id, change: 'agent' }]);
  });

  it("never attributes an agent's own orders or an Admin's", async () => {
    const agent = await signInAs(t, 'Agent');
    const product = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 1_000 });
    const line = [{ productId: product.id, pricePaise: 10_000, quantity: 1 }];
    const own = { as: agent, addressId: (await makeAddress(t.db, agent.user.id)).id };
    const ownCookie = await openSharedLink(product.id, agent.user.id);
    expect(await placeOrder(own, line, ownCookie)).toMatchObject({ agentId: null, commission: 0 });

    const otherAgent = await makeUser(t.db, { role: 'Agent' });
    const cookie = await openSharedLink(product.id, otherAgent.id);
    expect((await placeOrder(own, line, cookie)).agentId).toBeNull();
    const admin = await signInAs(t, 'Admin');
    const adminBuyer = { as: admin, addressId: (await makeAddress(t.db, admin.user.id)).id };
    expect((await placeOrder(adminBuyer, line, cookie)).agentId).toBeNull();
  });

  it('a cookie that names no agent, or is malformed, is ignored', async () => {
    const shopper = await makeUser(t.db);
    const product = await makeProduct(t);
    const res = await get(`/api/products/${product.id}?agentId=${shopper.id}`);
    expect(res.cookies.find((cookie) => cookie.name === ATTRIBUTION_COOKIE)).toBeUndefined();
    for (const value of [`${shopper.id}.${Date.now()}`, `.${Date.now()}`, 'x.notatime']) {
      const email = `odd.${value.length}.${Math.random().toString(36).slice(2)}@example.test`;
      expect((await signUp(email, `${ATTRIBUTION_COOKIE}=${value}`)).statusCode).toBe(201);
      expect(await agentOf(email)).toBeNull();
    }
  });
});

describe('link previews', () => {
  /** An image row of this size (the page only names it; its bytes are never read). */
  async function storedImage(id: string, width: number, height: number) {
    await t.db.kysely
      .insertInto('images')
      .values({
        id,
        mime: 'image/webp',
        width,
        height,
        bytes: 4,
        data: Buffer.from('RIFF'),
        data_small: Buffer.from('RIFF'),
      })
      .execute();
    return id;
  }

  it('fills the product page with its title, description and Open Graph tags, escaped', async () => {
    const image = await storedImage('ab'.repeat(16), 1200, 900);
    const product = await makeProduct(t, {
      name: 'Kurta <b>"Best"</b> & Co',
      description: 'Cotton, <script>alert(1)</script> hand-block printed.',
      price_paise: 129_950,
      images: [image],
    });
    const res = await get(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const name = 'Kurta &lt;b&gt;&quot;Best&quot;&lt;/b&gt; &amp; Co';
    expect(html).toContain(`<title>${name} – ₹1,299.50 | Haat</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} – ₹1,299.50" />`);
    // A JPEG: chat apps are not known to show WebP previews.
    expect(html).toContain(
      `<meta property="og:image" content="http://shop.test/images/${image}.jpg" />`,
    );
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="900" />');
    expect(html).not.toContain('.webp');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="description" content="₹1,299.50 · Cotton, &lt;script&gt;alert(1)&lt;/script&gt; hand-block printed." />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://shop.test/product/${product.id}" />`,
    );
    // Nothing unescaped from the product, and one description only.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Still the app: its root element is there.
    expect(html).toContain('<div id="root">');
  });

  it("a shared link's page previews the product, keeps the agent in og:url and remembers them", async () => {
    const agent = await makeUser(t.db, { role: 'Agent' });
    const image = await storedImage('cd'.repeat(16), 1600, 1000);
    const product = await makeProduct(t, {
      name: 'Brass Lamp',
      price_paise: 49_900,
      images: [image],
    });
    const res = await get(`/shared-product/${product.id}/${agent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Brass Lamp – ₹499 | Haat</title>');
    // The preview JPEG is at most 1200 px wide.
    expect(res.body).toContain(
      `<meta property="og:image" content="http://shop.test/images/${image}.jpg" />`,
    );
    expect(res.body).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(res.body).toContain('<meta property="og:image:height" content="750" />');
    expect(res.body).toContain(
      `<meta property="og:url" content="http://shop.test/shared-product/${product.id}/${agent.id}" />`,
    );
    expect(res.cookies.find((c) => c.name === ATTRIBUTION_COOKIE)?.value).toMatch(
      new RegExp(`^${agent.id}\\.\\d+$`),
    );
  });

  it('unknown and deleted products get the plain page', async () => {
    const deleted = await makeProduct(t, { name: 'Gone Lamp', disabled: 1 });
    for (const url of [
      '/product/no-such-product',
      `/product/${deleted.id}`,
      `/shared-product/nothing/${'x'.repeat(100)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Haat</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});

describe("GET /api/user-orders: where the customer's parcel is", () => {
  it('names each order by its number with its state, courier and tracking number', async () => {
    const admin = await signInAs(t, 'Admin');
    const agent = await signInAs(t, 'Agent');
    const buyer = await customer(agent.user.id);
    const product = await makeProduct(t, { price_paise: 29_900, inventory: 5 });
    const placed = await placeOrder(buyer, [
      { productId: product.id, pricePaise: 29_900, quantity: 1 },
    ]);
    const shipped = await placeOrder(buyer, [
      { productId: product.id, pricePaise: 29_900, quantity: 1 },
    ]);
    for (const body of [
      { status: 'confirmed' },
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL998877665IN' },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/orders/${shipped._id}/status`,
        payload: body,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    for (const viewer of [agent, admin]) {
      const orders: UserOrders = (
        await get(`/api/user-orders?userId=${buyer.as.user.id}`, viewer)
      ).json();
      expect(
        orders.result.map(({ orderNumber, status, courier, trackingNumber }) => ({
          orderNumber,
          status,
          courier,
          trackingNumber,
        })),
      ).toEqual([
        {
          orderNumber: shipped.orderNumber,
          status: 'shipped',
          courier: 'Delhivery',
          trackingNumber: 'DL998877665IN',
        },
        { orderNumber: placed.orderNumber, status: 'placed', courier: null, trackingNumber: null },
      ]);
      expect(shipped.orderNumber).toMatch(/^HT-\d{2}-\d{6}$/);
    }
  });
});
