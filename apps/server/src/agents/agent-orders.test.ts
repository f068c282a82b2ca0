import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { ADDRESS, makeAddress, makeUser, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let agent: SignedIn;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  agent = await signInAs(t, 'Agent');
});
afterAll(() => t.close());

function uniquePhone(): string {
  seq += 1;
  return `8${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

const placeFor = (body: object, who: SignedIn = agent, key = `key-${Math.random()}`) =>
  t.request({
    method: 'POST',
    url: '/api/agent-orders',
    payload: body,
    headers: { cookie: who.cookie, 'idempotency-key': key },
  });

async function customerOf(agentId: string) {
  const customer = await makeUser(t.db, { phone: uniquePhone(), email: null, agent_id: agentId });
  const address = await makeAddress(t.db, customer.id);
  return { customer, address };
}

describe('agents order for their customers', () => {
  it("places the customer's order with the agent as placedBy, commission to the agent", async () => {
    const { customer, address } = await customerOf(agent.user.id);
    const shirt = await makeProduct(t, {
      price_paise: 20_000,
      agent_commission_bp: 1_000,
      sizes: JSON.stringify(['M', 'L']),
      stock_m: 5,
      stock_l: 5,
      inventory: 10,
    });
    const mug = await makeProduct(t, { price_paise: 5_000, inventory: 3 });
    const res = await placeFor({
      customerId: customer.id,
      items: [
        { productId: shirt.id, size: 'M', quantity: 2 },
        { productId: mug.id, quantity: 1 },
      ],
      addressId: address.id,
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      placedBy: agent.user.id,
      userId: customer.id,
      agentId: agent.user.id,
      totalAmount: 450,
      commission: 45,
      shippingMethod: 'Cash on delivery',
    });
    const stock = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'stock_m', 'inventory'])
      .where('id', 'in', [shirt.id, mug.id])
      .execute();
    expect(stock.find((p) => p.id === shirt.id)).toMatchObject({ stock_m: 3, inventory: 8 });
    expect(stock.find((p) => p.id === mug.id)).toMatchObject({ inventory: 2 });
    // The customer sees it among their orders.
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: customer.phone, password: 'Correct-Horse-42' },
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const mine = await t.request({ method: 'GET', url: '/api/my-orders', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(order._id);
    // The customer placed nothing from their cart: theirs is untouched (empty here).
  });

  it('the same Idempotency-Key answers the first order instead of placing another', async () => {
    const { customer, address } = await customerOf(agent.user.id);
    const product = await makeProduct(t, { inventory: 5 });
    const body = {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
      addressId: address.id,
    };
    const first = await placeFor(body, agent, 'same-key-123');
    const second = await placeFor(body, agent, 'same-key-123');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().order._id).toBe(first.json().order._id);
    const left = await t.db.kysely
      .selectFrom('products')
      .select('inventory')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(left.inventory).toBe(4);
  });

  it("is 403 for another agent's customer, an unknown id, and for customers and admins", async () => {
    const other = await signInAs(t, 'Agent');
    const { customer, address } = await customerOf(other.user.id);
    const product = await makeProduct(t);
    const body = {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
      addressId: address.id,
    };
    expect((await placeFor(body)).statusCode).toBe(403);
    expect(
      (await placeFor({ ...body, customerId: '01900000-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(403);
    expect((await placeFor(body, await signInAs(t, 'Customer'))).statusCode).toBe(403);
    expect((await placeFor(body, await signInAs(t, 'Admin'))).statusCode).toBe(403);
  });

  it("refuses an address that is not the customer's, short stock and bad lines with a sentence", async () => {
    const { customer, address } = await customerOf(agent.user.id);
    const stranger = await makeUser(t.db);
    const strangersAddress = await makeAddress(t.db, stranger.id);
    const product = await makeProduct(t, { inventory: 1 });
    const notTheirs = await placeFor({
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
      addressId: strangersAddress.id,
    });
    expect([400, 404]).toContain(notTheirs.statusCode);
    const short = await placeFor({
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 2 }],
      addressId: address.id,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/only 1 left/);
    const empty = await placeFor({ customerId: customer.id, items: [], addressId: address.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one product/);
    const zero = await placeFor({
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 0 }],
      addressId: address.id,
    });
    expect(zero.statusCode).toBe(400);
  });
});

describe("an agent lists and adds their customer's addresses", () => {
  const addressesOf = (customerId: string, who: SignedIn = agent) =>
    t.request({
      method: 'GET',
      url: `/api/agent-customers/${customerId}/addresses`,
      headers: { cookie: who.cookie },
    });
  const addFor = (customerId: string, address: object, who: SignedIn = agent) =>
    t.request({
      method: 'POST',
      url: `/api/agent-customers/${customerId}/addresses`,
      payload: { address },
      headers: { cookie: who.cookie },
    });

  it("adds to the customer's own book (first one primary) and lists it as the customer sees it", async () => {
    const customer = await makeUser(t.db, {
      phone: uniquePhone(),
      email: null,
      agent_id: agent.user.id,
    });
    const empty = await addressesOf(customer.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ firstName: customer.first_name, addresses: [] });
    const first = await addFor(customer.id, ADDRESS);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Address added successfully',
      address: { ...ADDRESS, mobileNo2: null, isPrimary: true },
    });
    const second = await addFor(customer.id, { ...ADDRESS, houseNo: 'Shop 2, Market Yard' });
    expect(second.json().address.isPrimary).toBe(false);
    const listed = await addressesOf(customer.id);
    expect(listed.json().addresses.map((a: { houseNo: string }) => a.houseNo)).toEqual([
      ADDRESS.houseNo,
      'Shop 2, Market Yard',
    ]);
    const rows = await t.db.kysely
      .selectFrom('addresses')
      .select('user_id')
      .where('id', '=', second.json().address._id)
      .executeTakeFirstOrThrow();
    expect(rows.user_id).toBe(customer.id);
    // The address it added is one the agent can order to.
    const product = await makeProduct(t, { inventory: 2 });
    const placed = await placeFor({
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
      addressId: second.json().address._id,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.shippingAddress.houseNo).toBe('Shop 2, Market Yard');
  });

  it("checks the address as the customer's own Add address does", async () => {
    const customer = await makeUser(t.db, {
      phone: uniquePhone(),
      email: null,
      agent_id: agent.user.id,
    });
    const res = await addFor(customer.id, { ...ADDRESS, firstName: '', pincode: '4110' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'address.firstName': 'FirstName is required',
      'address.pincode': 'Pincode must be exactly 6 digits',
    });
    expect((await addressesOf(customer.id)).json().addresses).toEqual([]);
  });

  it("is 403 alike for another agent's customer, an unknown or malformed id, and for others", async () => {
    const other = await signInAs(t, 'Agent');
    const theirs = await makeUser(t.db, {
      phone: uniquePhone(),
      email: null,
      agent_id: other.user.id,
    });
    await makeAddress(t.db, theirs.id);
    const unknown = '01900000-0000-7000-8000-000000000000';
    const answers = [
      await addressesOf(theirs.id),
      await addressesOf(unknown),
      await addressesOf('not-an-id'),
      await addFor(theirs.id, ADDRESS),
      await addFor(unknown, ADDRESS),
      // Judged before the body: a bad body for someone else's customer is still 403.
      await addFor(theirs.id, {}),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(new Set(answers.map((r) => r.json().message))).toEqual(
      new Set(['This is not one of your customers.']),
    );
    const mine = await makeUser(t.db, {
      phone: uniquePhone(),
      email: null,
      agent_id: agent.user.id,
    });
    expect((await addressesOf(mine.id, await signInAs(t, 'Customer'))).statusCode).toBe(403);
    expect((await addFor(mine.id, ADDRESS, await signInAs(t, 'Admin'))).statusCode).toBe(403);
    const count = await t.db.kysely
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', 'in', [theirs.id, mine.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
