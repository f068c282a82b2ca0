import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { AdminOrderList, OrderDetail, OrderFilter } from '@haat/contracts';
import type { Database } from '../db/schema.ts';
import { makeUser, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder, ORDER_ADDRESS } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { countingBuilds } from '../testing/test-db.ts';
import { selectOrdersPage } from './admin-orders.queries.ts';

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  agent = await signInAs(t, 'Agent', { first_name: 'Ravi', last_name: 'Kumar' });
  customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

function allOrders(who: SignedIn | null, query: Record<string, string> = {}) {
  return t.request({ method: 'GET', url: '/api/get-all-orders', query, headers: as(who) });
}

function flip(who: SignedIn | null, payload: unknown) {
  return t.request({
    method: 'PUT',
    url: '/api/update-order',
    payload: payload as object,
    headers: as(who),
  });
}

function detail(who: SignedIn | null, id: string) {
  return t.request({ method: 'GET', url: `/api/orders/${id}`, headers: as(who) });
}

describe('GET /api/get-all-orders', () => {
  it('is for the Admin only, and the role check comes before the query is read', async () => {
    expect((await allOrders(null)).statusCode).toBe(401);
    expect((await allOrders(customer)).statusCode).toBe(403);
    expect((await allOrders(agent)).statusCode).toBe(403);
    expect((await allOrders(agent, { shipped: 'maybe' })).statusCode).toBe(403);
    expect((await allOrders(admin)).statusCode).toBe(200);
  });

  it('lists every order newest first with its customer, address, lines, total and agent', async () => {
    const older = await makeOrder(t, { userId: customer.user.id, agentId: agent.user.id });
    const newer = await makeOrder(t, {
      userId: customer.user.id,
      lines: [{ name: 'Silk saree', pricePaise: 129_900, quantity: 2 }, {}],
    });
    const list = (await allOrders(admin, { limit: '100' })).json<AdminOrderList>();
    const ids = list.result.map((order) => order._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const times = list.result.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const shown = list.result.find((order) => order._id === newer.id);
    expect(shown).toMatchObject({
      customer: {
        _id: customer.user.id,
        firstName: customer.user.first_name,
        email: customer.user.email,
      },
      shippingAddress: { firstName: ORDER_ADDRESS.firstName, houseNo: ORDER_ADDRESS.houseNo },
      totalAmount: 2598 + 500,
      isShipped: false,
      agentId: null,
    });
    expect(shown?.items[0]).toMatchObject({ productName: 'Silk saree', price: 1299, quantity: 2 });
    expect(list.result.find((order) => order._id === older.id)?.agentId).toBe(agent.user.id);
  });

  it('keeps only shipped or only unshipped orders when asked', async () => {
    const shipped = await makeOrder(t, { userId: customer.user.id, isShipped: true });
    const unshipped = await makeOrder(t, { userId: customer.user.id });
    const onlyShipped = (
      await allOrders(admin, { shipped: 'true', limit: '100' })
    ).json<AdminOrderList>();
    expect(onlyShipped.result.every((order) => order.isShipped)).toBe(true);
    expect(onlyShipped.result.map((order) => order._id)).toContain(shipped.id);
    const onlyUnshipped = (
      await allOrders(admin, { shipped: 'false', limit: '100' })
    ).json<AdminOrderList>();
    expect(onlyUnshipped.result.every((order) => !order.isShipped)).toBe(true);
    expect(onlyUnshipped.result.map((order) => order._id)).toContain(unshipped.id);
  });

  it('pages with hasMore, answers an empty page past the end and refuses bad paging', async () => {
    const { result: everything } = (
      await allOrders(admin, { limit: '100' })
    ).json<AdminOrderList>();
    const count = everything.length;
    expect(count).toBeGreaterThan(2);
    const first = (await allOrders(admin, { limit: '2' })).json<AdminOrderList>();
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.result.map((order) => order._id)).toEqual(
      everything.slice(0, 2).map((o) => o._id),
    );
    const second = (await allOrders(admin, { limit: '2', page: '2' })).json<AdminOrderList>();
    expect(second.result.map((order) => order._id)).toEqual(
      everything.slice(2, 4).map((o) => o._id),
    );
    const last = (await allOrders(admin, { limit: String(count) })).json<AdminOrderList>();
    expect(last.hasMore).toBe(false);
    const past = (await allOrders(admin, { limit: '2', page: '1000' })).json<AdminOrderList>();
    expect(past).toMatchObject({ result: [], hasMore: false });
    const bad: Record<string, string>[] = [
      { page: '0' },
      { limit: '0' },
      { limit: '101' },
      { shipped: 'yes' },
    ];
    for (const query of bad) {
      const answer = await allOrders(admin, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(
      (await allOrders(admin, { shipped: 'yes' })).json<{ fields: Record<string, string> }>().fields
        .shipped,
    ).toBe("Shipped must be 'true' or 'false'");
  });
});

describe('selectOrdersPage without a free text', () => {
  it('builds each shape of filter once and reads every request with its own values', async () => {
    const placed = await makeOrder(t, { userId: customer.user.id, agentId: agent.user.id });
    const delivered = await makeOrder(t, { userId: customer.user.id, status: 'delivered' });
    const { db, built } = countingBuilds(t.db.kysely);
    type Filter = Omit<OrderFilter, 'q'> & { sort?: 'newest' | 'oldest' };
    const page = (kysely: Kysely<Database>, filter: Filter) =>
      selectOrdersPage(kysely, { ...filter, offset: 0, take: 100 });
    /** The ids of a page's orders, and whether its statement was built for it. */
    const read = async (filter: Filter) => {
      const before = built();
      const ids = (await page(db, filter)).map((row) => row.order.id);
      return { ids, built: built() > before };
    };

    const placedOnes = await read({ status: 'placed' });
    expect(placedOnes).toMatchObject({ built: true });
    expect(placedOnes.ids).toContain(placed.id);
    const deliveredOnes = await read({ status: 'delivered' });
    expect(deliveredOnes).toMatchObject({ built: false });
    expect(deliveredOnes.ids).toContain(delivered.id);
    expect(deliveredOnes.ids).not.toContain(placed.id);
    const agentsPlaced = await read({ status: 'placed', agentId: agent.user.id });
    expect(agentsPlaced).toMatchObject({ built: true });
    expect(agentsPlaced.ids).toContain(placed.id);
    expect(agentsPlaced.ids).not.toContain(delivered.id);
    const agentsDelivered = await read({ status: 'delivered', agentId: agent.user.id });
    expect(agentsDelivered).toMatchObject({ built: false });
    expect(agentsDelivered.ids).not.toContain(delivered.id);
    expect(await read({ status: 'delivered', sort: 'oldest' })).toMatchObject({ built: true });
    // The kept statement answers what a newly built one does, lines, timeline and customer too.
    const fresh = countingBuilds(t.db.kysely).db;
    expect(await page(db, { status: 'delivered' })).toEqual(
      await page(fresh, { status: 'delivered' }),
    );
  });
});

describe('PUT /api/update-order', () => {
  it('is for the Admin only, and the role check comes before the body is read', async () => {
    const order = await makeOrder(t, { userId: customer.user.id });
    expect((await flip(null, { _id: order.id })).statusCode).toBe(401);
    expect((await flip(customer, { _id: order.id })).statusCode).toBe(403);
    expect((await flip(agent, { _id: order.id })).statusCode).toBe(403);
    expect((await flip(agent, {})).statusCode).toBe(403);
  });

  it('flips unshipped to shipped and back, and the shipped list follows', async () => {
    const order = await makeOrder(t, { userId: customer.user.id });
    const shipped = await flip(admin, { _id: order.id });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      message: 'Order marked as shipped',
      order: { _id: order.id, isShipped: true },
    });
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['is_shipped', 'shipped_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.is_shipped).toBe(1);
    expect(row.shipped_at).not.toBeNull();
    const list = (await allOrders(admin, { shipped: 'true', limit: '100' })).json<AdminOrderList>();
    expect(list.result.map((o) => o._id)).toContain(order.id);

    const back = await flip(admin, { _id: order.id });
    expect(back.json()).toMatchObject({
      message: 'Order marked as unshipped',
      order: { isShipped: false },
    });
  });

  it('answers 400 without an id and 404 for an unknown order', async () => {
    const missing = await flip(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields._id).toBe(
      'Order id is required',
    );
    expect((await flip(admin, { _id: 'no-such-order' })).statusCode).toBe(404);
  });
});

describe('GET /api/orders/{id}', () => {
  it("shows the Admin any order with its customer, agent and per-line commission from the order's lines", async () => {
    const order = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      lines: [{ pricePaise: 33_333, quantity: 3, commissionBp: 750 }],
    });
    // The product's commission changes later; the order keeps what was stored with it.
    await t.db.kysely.updateTable('products').set({ agent_commission_bp: 5_000 }).execute();
    const answer = await detail(admin, order.id);
    expect(answer.statusCode).toBe(200);
    const shown = answer.json<OrderDetail>();
    expect(shown).toMatchObject({
      _id: order.id,
      customer: { _id: customer.user.id, email: customer.user.email },
      agent: { _id: agent.user.id, firstName: 'Ravi', lastName: 'Kumar', email: agent.user.email },
    });
    // 333.33 × 7.5% × 3 = 74.99925 → 7500 paise.
    expect(shown.items[0]).toMatchObject({
      price: 333.33,
      quantity: 3,
      agentCommission: 7.5,
      commission: 75,
    });
  });

  it('shows an order without an agent with agent null', async () => {
    const order = await makeOrder(t, { userId: customer.user.id });
    expect((await detail(admin, order.id)).json<OrderDetail>().agent).toBeNull();
  });

  it("lets a customer read only their own orders: another's is 404", async () => {
    const mine = await makeOrder(t, { userId: customer.user.id });
    const other = await makeUser(t.db);
    const theirs = await makeOrder(t, { userId: other.id });
    expect((await detail(customer, mine.id)).statusCode).toBe(200);
    expect((await detail(customer, theirs.id)).statusCode).toBe(404);
    expect((await detail(null, mine.id)).statusCode).toBe(401);
  });

  it("lets an agent read their customers' orders and no one else's", async () => {
    const byTheirCustomer = await makeOrder(t, { userId: customer.user.id });
    const attributed = await makeOrder(t, {
      userId: (await makeUser(t.db)).id,
      agentId: agent.user.id,
    });
    const stranger = await makeOrder(t, { userId: (await makeUser(t.db)).id });
    const otherAgent = await signInAs(t, 'Agent');
    expect((await detail(agent, byTheirCustomer.id)).statusCode).toBe(200);
    expect((await detail(agent, attributed.id)).statusCode).toBe(200);
    expect((await detail(agent, stranger.id)).statusCode).toBe(404);
    expect((await detail(otherAgent, byTheirCustomer.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await detail(admin, 'no-such-order')).statusCode).toBe(404);
  });
});
