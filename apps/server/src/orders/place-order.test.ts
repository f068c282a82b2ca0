import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeUser, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { ATTRIBUTION_COOKIE } from '../agents/attribution.ts';
import { testDialect } from '../testing/test-db.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function add(as: SignedIn, productId: string, quantity = 1, size = '') {
  return t.request({
    method: 'POST',
    url: '/api/add-to-cart',
    payload: { productId, quantity, size },
    headers: { cookie: as.cookie },
  });
}

function order(
  as: SignedIn,
  shippingAddress: string,
  totalAmount: number,
  headers: Record<string, string> = {},
  extra: object = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/place-order',
    payload: {
      orderDetails: { shippingAddress, totalAmount, shippingMethod: 'Cash on delivery', ...extra },
    },
    headers: { cookie: as.cookie, ...headers },
  });
}

const stock = async (id: string) =>
  t.db.kysely
    .selectFrom('products')
    .select(['inventory', 'availability'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

let admin: SignedIn | undefined;

/** The order as the Admin sees it, with the commission the buyer's answers leave out. */
async function adminView(orderId: string): Promise<OrderDetail> {
  admin ??= await signInAs(t, 'Admin');
  const res = await t.request({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function customer(overrides = {}) {
  const as = await signInAs(t, 'Customer', overrides);
  const address = await makeAddress(t.db, as.user.id);
  return { as, address };
}

describe('placing an order', () => {
  it('orders the cart at database prices, snapshots it, takes stock and empties the cart', async () => {
    const agent = await makeUser(t.db, { role: 'Agent' });
    const { as, address } = await customer({ agent_id: agent.id });
    const kurta = await makeProduct(t, {
      sizes: JSON.stringify(['M', 'L']),
      price_paise: 129_900,
      agent_commission_bp: 1_000,
      inventory: 5,
    });
    const mug = await makeProduct(t, {
      price_paise: 24_950,
      agent_commission_bp: 250,
      inventory: 2,
    });
    await add(as, kurta.id, 2, 'M');
    await add(as, mug.id, 2);

    const res = await order(
      as,
      address.id,
      3097,
      {},
      {
        items: [{ productId: mug.id, price: 1 }],
        userId: 'someone-else',
        agentId: 'someone-else',
      },
    );
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    expect(res.json().message).toBe(
      'Your order has been placed successfully. Our team will contact you shortly.',
    );
    expect(placed).toMatchObject({
      userId: as.user.id,
      agentId: agent.id,
      totalAmount: 3097,
      isShipped: false,
      shippingMethod: 'Cash on delivery',
      shippingAddress: { firstName: 'Asha', pincode: '411001', mobileNo2: null },
    });
    // The buyer's answer carries no commission (issue 20); the Admin's view of the order does.
    expect(res.body).not.toMatch(/commission/i);
    const full = await adminView(placed._id);
    // 10% of 1299 × 2 = 259.80; 2.5% of 249.50 × 2 = 12.475 → 12.48
    expect(full.commission).toBe(272.28);
    expect(full.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: kurta.id,
          size: 'M',
          quantity: 2,
          price: 1299,
          commission: 259.8,
        }),
        expect.objectContaining({
          productId: mug.id,
          size: '',
          quantity: 2,
          price: 249.5,
          agentCommission: 2.5,
        }),
      ]),
    );
    expect(await stock(kurta.id)).toEqual({ inventory: 3, availability: 'In stock' });
    expect(await stock(mug.id)).toEqual({ inventory: 0, availability: 'Out of stock' });
    // Each line keeps the product's first picture; the answer is the order as stored.
    const kurtaLine = placed.items.find(
      (item: { productId: string }) => item.productId === kurta.id,
    );
    expect(kurtaLine.images).toEqual([`/images/${kurta.images[0]}.webp`]);
    const mine = await t.request({
      method: 'GET',
      url: '/api/my-orders',
      headers: { cookie: as.cookie },
    });
    expect(mine.json().result).toEqual([placed]);
    const cart = await t.request({
      method: 'GET',
      url: `/api/cart/${as.user.id}`,
      headers: { cookie: as.cookie },
    });
    expect(cart.json()).toEqual({ message: 'No items found in cart' });

    const mail = await t.mailbox.waitFor(as.user.email!);
    expect(placed.orderNumber).toMatch(/^HT-\d{2}-\d{6}$/);
    expect(mail.subject).toContain(placed.orderNumber);
    // The number is what the customer reads and says on the phone; the id never shows.
    expect(mail.body).toContain(placed.orderNumber);
    expect(`${mail.subject} ${mail.body}`).not.toContain(placed._id);
    expect(mail.body).toContain('₹3,097');
  });

  it('keeps the order as it was when the product and address change later', async () => {
    const { as, address } = await customer();
    const mug = await makeProduct(t, { name: 'Blue mug', price_paise: 30_000 });
    await add(as, mug.id);
    const placed = (await order(as, address.id, 300)).json().order;
    await t.db.kysely
      .updateTable('products')
      .set({ name: 'Red mug', price_paise: 99_900 })
      .execute();
    await t.db.kysely
      .updateTable('addresses')
      .set({ city: 'Nagpur' })
      .where('id', '=', address.id)
      .execute();
    const mine = await t.request({
      method: 'GET',
      url: '/api/my-orders',
      headers: { cookie: as.cookie },
    });
    expect(mine.json().result[0]).toMatchObject({
      _id: placed._id,
      totalAmount: 300,
      items: [{ productName: 'Blue mug', price: 300 }],
      shippingAddress: { city: 'Pune' },
    });
  });

  it('answers 409 with the current total when prices changed, and changes nothing', async () => {
    const { as, address } = await customer();
    const mug = await makeProduct(t, { price_paise: 30_000 });
    await add(as, mug.id);
    await t.db.kysely
      .updateTable('products')
      .set({ price_paise: 35_000 })
      .where('id', '=', mug.id)
      .execute();
    const res = await order(as, address.id, 300);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/The total is now ₹350/);
    expect(res.json().fields).toEqual({ totalAmount: '350' });
    expect((await stock(mug.id)).inventory).toBe(10);
    expect((await order(as, address.id, 350)).statusCode).toBe(201);
  });

  it('refuses disabled and short lines with a 409 naming them, and takes no stock', async () => {
    const { as, address } = await customer();
    const lamp = await makeProduct(t, { name: 'Brass lamp', inventory: 3 });
    const rug = await makeProduct(t, { name: 'Jute rug' });
    const mug = await makeProduct(t, { name: 'Steel mug' });
    await add(as, lamp.id, 3);
    await add(as, rug.id, 1);
    await add(as, mug.id, 1);
    await t.db.kysely
      .updateTable('products')
      .set({ inventory: 1 })
      .where('id', '=', lamp.id)
      .execute();
    await t.db.kysely
      .updateTable('products')
      .set({ disabled: 1 })
      .where('id', '=', rug.id)
      .execute();
    const res = await order(as, address.id, 2500);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Brass lamp: only 1 left');
    expect(res.json().message).toContain('Jute rug: no longer available');
    expect((await stock(mug.id)).inventory).toBe(10);
    expect((await stock(lamp.id)).inventory).toBe(1);
    // The cart is as it was, for the customer to change.
    const cart = await t.db.kysely
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', as.user.id)
      .orderBy('product_id')
      .execute();
    expect(cart).toEqual(
      [
        { product_id: lamp.id, quantity: 3 },
        { product_id: rug.id, quantity: 1 },
        { product_id: mug.id, quantity: 1 },
      ].sort((a, b) => (a.product_id < b.product_id ? -1 : 1)),
    );
  });

  it('refuses an empty cart, and an address that is not yours', async () => {
    const { as, address } = await customer();
    expect((await order(as, address.id, 0)).statusCode).toBe(409);
    const other = await customer();
    const mug = await makeProduct(t);
    await add(as, mug.id);
    expect((await order(as, other.address.id, 500)).statusCode).toBe(404);
    expect((await order(as, '', 500)).statusCode).toBe(400);
    expect((await order(as, address.id, -5)).statusCode).toBe(400);
    expect((await order(as, address.id, 500.123)).statusCode).toBe(400);
  });

  it("takes the address object of GET /user-address as the first specification's client sends it", async () => {
    const { as, address } = await customer();
    const other = await customer();
    const mug = await makeProduct(t, { price_paise: 25_000 });
    await add(as, mug.id);
    const listed = await t.request({
      method: 'GET',
      url: '/api/user-address',
      headers: { cookie: as.cookie },
    });
    const shown = listed.json().addresses[0];
    expect(shown._id).toBe(address.id);
    const send = (shippingAddress: object) =>
      t.request({
        method: 'POST',
        url: '/api/place-order',
        headers: { cookie: as.cookie },
        payload: {
          orderDetails: {
            userId: other.as.user.id,
            agentId: 'someone',
            items: [{ productId: mug.id, price: 1, quantity: 100 }],
            shippingMethod: 'Cash on delivery',
            shippingAddress,
            totalAmount: 250,
          },
        },
      });
    // Someone else's address id inside an object is still someone else's: 404.
    expect((await send({ ...shown, _id: other.address.id })).statusCode).toBe(404);
    expect((await send({ city: 'Pune' })).statusCode).toBe(400);
    const res = await send({ ...shown, city: 'Elsewhere', pincode: '000000' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    expect(placed.userId).toBe(as.user.id);
    expect(placed.totalAmount).toBe(250);
    expect(placed.items).toHaveLength(1);
    expect(placed.items[0].quantity).toBe(1);
    expect(placed.shippingAddress).toMatchObject({ city: address.city, pincode: address.pincode });
  });

  it('places one order for a repeated Idempotency-Key', async () => {
    const { as, address } = await customer();
    const mug = await makeProduct(t, { inventory: 5 });
    await add(as, mug.id, 2);
    const key = { 'idempotency-key': 'order-attempt-0001' };
    const first = await order(as, address.id, 1000, key);
    const again = await order(as, address.id, 1000, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);
    expect((await stock(mug.id)).inventory).toBe(3);
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', as.user.id)
      .execute();
    expect(orders).toHaveLength(1);

    // A late retry of the same attempt after the cart was filled again changes nothing.
    await add(as, mug.id, 1);
    const late = await order(as, address.id, 500, key);
    expect(late.statusCode).toBe(200);
    expect(late.json().order._id).toBe(first.json().order._id);
    expect((await stock(mug.id)).inventory).toBe(3);
    const cart = await t.request({
      method: 'GET',
      url: `/api/cart/${as.user.id}`,
      headers: { cookie: as.cookie },
    });
    expect(cart.json()).toHaveLength(1);
  });

  it('places one order when the same key arrives twice at once', async () => {
    const { as, address } = await customer();
    const mug = await makeProduct(t, { inventory: 5 });
    await add(as, mug.id, 2);
    const key = { 'idempotency-key': 'double-tap-0001' };
    const [a, b] = await Promise.all([
      order(as, address.id, 1000, key),
      order(as, address.id, 1000, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().order._id).toBe(b.json().order._id);
    expect((await stock(mug.id)).inventory).toBe(3);
  });

  it('gives a customer without an agent the agent of the shared link they came from', async () => {
    const agent = await makeUser(t.db, { role: 'Agent' });
    const { as, address } = await customer();
    const mug = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 500 });
    await add(as, mug.id);
    const res = await order(as, address.id, 100, {
      cookie: `${as.cookie}; ${ATTRIBUTION_COOKIE}=${agent.id}`,
    });
    expect(res.json().order).toMatchObject({ agentId: agent.id });
    expect((await adminView(res.json().order._id)).commission).toBe(5);
    const row = await t.db.kysely
      .selectFrom('users')
      .select('agent_id')
      .where('id', '=', as.user.id)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(agent.id);
  });

  it('earns no commission on an order without an agent', async () => {
    const { as, address } = await customer();
    const mug = await makeProduct(t, { price_paise: 10_000, agent_commission_bp: 500 });
    await add(as, mug.id);
    const placed = (await order(as, address.id, 100)).json().order;
    expect(await adminView(placed._id)).toMatchObject({ agentId: null, commission: 0 });
  });

  it('lists only your own orders, newest first, paged', async () => {
    const { as, address } = await customer();
    const other = await customer();
    const mug = await makeProduct(t, { inventory: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await add(as, mug.id);
      ids.push((await order(as, address.id, 500)).json().order._id);
    }
    await add(other.as, mug.id);
    await order(other.as, other.address.id, 500);
    const page1 = await t.request({
      method: 'GET',
      url: '/api/my-orders?limit=2',
      headers: { cookie: as.cookie },
    });
    expect(page1.json()).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(page1.json().result.map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.request({
      method: 'GET',
      url: '/api/my-orders?limit=2&page=2',
      headers: { cookie: as.cookie },
    });
    expect(page2.json()).toMatchObject({ hasMore: false, result: [{ _id: ids[0] }] });
    const theirs = await t.request({
      method: 'GET',
      url: `/api/my-orders?userId=${other.as.user.id}`,
      headers: { cookie: as.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/my-orders' })).statusCode).toBe(401);
  });
});

describe.runIf(testDialect() === 'postgres')('stock under concurrency (PostgreSQL)', () => {
  it('16 buyers racing for 3 units end with exactly 3 orders and stock 0', async () => {
    const lamp = await makeProduct(t, { inventory: 3, price_paise: 99_900 });
    const buyers = await Promise.all(Array.from({ length: 16 }, () => customer()));
    for (const buyer of buyers) expect((await add(buyer.as, lamp.id)).statusCode).toBe(200);
    const answers = await Promise.all(
      buyers.map((buyer) => order(buyer.as, buyer.address.id, 999)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect(await stock(lamp.id)).toEqual({ inventory: 0, availability: 'Out of stock' });
    const orders = await t.db.kysely
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', lamp.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.units)).toBe(3);
  });
});
