import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_MESSAGES, indiaDay } from '@haat/contracts';
import type { AdminStats, AgentStats } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * Each case lives in its own stretch of 2025, so the cases of this file (one database) never
 * count each other's orders; the figures that are not of a period (cash with couriers, unpaid
 * balance) are read as a change.
 */

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

function adminStats(who: SignedIn | null, query: Record<string, string>) {
  return t.request({ method: 'GET', url: '/api/admin-stats', query, headers: as(who) });
}
function agentStats(who: SignedIn | null, query: Record<string, string>) {
  return t.request({ method: 'GET', url: '/api/agent-stats', query, headers: as(who) });
}

/** A delivery or return recorded at `at`, as the move writes it (orders/). */
async function movedAt(orderId: string, to: 'delivered' | 'returned', at: string, cash?: number) {
  await t.db.kysely
    .insertInto('order_events')
    .values({
      id: uuidv7(),
      order_id: orderId,
      actor_id: null,
      from_status: 'shipped',
      to_status: to,
      note: null,
      created_at: at,
    })
    .execute();
  if (cash !== undefined) {
    await t.db.kysely
      .updateTable('orders')
      .set({ cash_collected_paise: cash })
      .where('id', '=', orderId)
      .execute();
  }
}

/** The product of an order's one line. */
async function productOf(orderId: string): Promise<string> {
  const line = await t.db.kysely
    .selectFrom('order_items')
    .select('product_id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return line.product_id;
}

const rupees = (pricePaise: number, quantity = 1) => [{ pricePaise, quantity }];
const NO_STATUSES = {
  placed: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
};

describe('who may read the figures, and the period', () => {
  it('admin-stats is the Admin’s, agent-stats the agent’s', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer');
    const period = { from: '2025-01-01', to: '2025-01-02' };
    expect((await adminStats(null, period)).statusCode).toBe(401);
    expect((await adminStats(agent, period)).statusCode).toBe(403);
    expect((await adminStats(customer, period)).statusCode).toBe(403);
    expect((await agentStats(null, period)).statusCode).toBe(401);
    expect((await agentStats(customer, period)).statusCode).toBe(403);
    expect((await agentStats(admin, period)).statusCode).toBe(403);
    expect((await adminStats(admin, period)).statusCode).toBe(200);
    expect((await agentStats(agent, period)).statusCode).toBe(200);
  });

  it('refuses a bad period with a 400 that says why', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ from: '2025-02-02', to: '2025-02-01' }, STATS_MESSAGES.fromAfterTo],
      [{ from: '2024-01-01', to: '2025-01-01' }, STATS_MESSAGES.tooLong],
      [{ from: '01/02/2025', to: '2025-02-01' }, 'From must be a day like 2026-11-23'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'From is not a real day'],
      [{ from: '2025-02-01' }, 'To is required'],
      [{ from: '2019-12-31', to: '2020-01-01' }, 'From cannot be before 2020-01-01'],
    ];
    for (const [query, message] of bad) {
      for (const read of [adminStats, agentStats]) {
        const who = read === adminStats ? admin : await signInAs(t, 'Agent');
        const res = await read(who, query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
    // A leap year's 366 days are one period.
    expect((await adminStats(admin, { from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(
      200,
    );
  });
});

describe('admin figures against hand-computed cases', () => {
  it('count India days across midnight and a month end, with returns and the period before', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    const userId = customer.user.id;
    const agentId = agent.user.id;
    // The period is 31 Jan and 1 Feb 2025 in India: 30 Jan 18:30 UTC to 1 Feb 18:30 UTC.
    // Just before it (30 Jan 23:59:59.999 India): the period before.
    await makeOrder(t, { userId, lines: rupees(30_000), createdAt: '2025-01-30T18:29:59.999Z' });
    // 29 Jan 00:00 India, returned on the 29th: the period before.
    const g = await makeOrder(t, {
      userId,
      lines: rupees(20_000),
      status: 'returned',
      createdAt: '2025-01-28T18:30:00.000Z',
    });
    await movedAt(g.id, 'returned', '2025-01-29T10:00:00.000Z');
    // 31 Jan 00:00 India: ₹500, placed, with the agent (₹50 commission).
    const b = await makeOrder(t, {
      userId,
      agentId,
      lines: [{ pricePaise: 50_000, name: 'Cotton kurta' }],
      createdAt: '2025-01-30T18:30:00.000Z',
    });
    // 1 Feb 01:30 India (still 31 Jan in UTC): ₹1,299, delivered on 1 Feb (₹129.90 commission).
    const c = await makeOrder(t, {
      userId,
      agentId,
      lines: [{ pricePaise: 129_900, name: 'Silk saree' }],
      status: 'delivered',
      createdAt: '2025-01-31T20:00:00.000Z',
    });
    await movedAt(c.id, 'delivered', '2025-02-01T05:00:00.000Z', 129_900);
    // 1 Feb 15:30 India: 2 × ₹250, returned the same day.
    const d = await makeOrder(t, {
      userId,
      lines: [{ pricePaise: 25_000, quantity: 2, name: 'Dupatta' }],
      status: 'returned',
      createdAt: '2025-02-01T10:00:00.000Z',
    });
    await movedAt(d.id, 'returned', '2025-02-01T12:00:00.000Z');
    // 1 Feb 23:59 India: cancelled, never a sale.
    await makeOrder(t, {
      userId,
      agentId,
      lines: rupees(70_000),
      status: 'cancelled',
      createdAt: '2025-02-01T18:29:00.000Z',
    });
    // 2 Feb 00:00 India: after the period.
    await makeOrder(t, { userId, lines: rupees(90_000), createdAt: '2025-02-01T18:30:00.000Z' });

    const res = await adminStats(admin, { from: '2025-01-31', to: '2025-02-01' });
    expect(res.statusCode).toBe(200);
    const stats = res.json<AdminStats>();
    expect(stats).toMatchObject({
      sales: 2299,
      orders: 3,
      // 2,299 ÷ 3 = 766.333… → ₹766.33
      averageOrderValue: 766.33,
      delivered: 1299,
      rtoRate: 0.5,
      commissionAccrued: 179.9,
      previous: { sales: 500, orders: 2, averageOrderValue: 250, rtoRate: 1 },
      byStatus: { ...NO_STATUSES, placed: 1, delivered: 1, returned: 1, cancelled: 1 },
    });
    expect(stats.daily).toEqual([
      { date: '2025-01-31', sales: 500, orders: 1, byStatus: { ...NO_STATUSES, placed: 1 } },
      {
        date: '2025-02-01',
        sales: 1799,
        orders: 2,
        byStatus: { ...NO_STATUSES, delivered: 1, returned: 1, cancelled: 1 },
      },
    ]);
    // Friday 31 Jan and Saturday 1 Feb are in the week of Monday 27 Jan.
    expect(stats.weekly).toEqual([
      { weekStart: '2025-01-27', delivered: 1, returned: 1, rtoRate: 0.5 },
    ]);
    expect(stats.topProducts).toEqual([
      { productId: await productOf(c.id), name: 'Silk saree', units: 1, sales: 1299 },
      { productId: await productOf(d.id), name: 'Dupatta', units: 2, sales: 500 },
      { productId: await productOf(b.id), name: 'Cotton kurta', units: 1, sales: 500 },
    ]);
    expect(stats.topAgents).toEqual([
      {
        agentId,
        name: `${agent.user.first_name} ${agent.user.last_name}`,
        orders: 2,
        sales: 1799,
        rtoRate: 0,
      },
    ]);
    expect(stats.topPincodes).toEqual({
      byOrders: [{ pincode: '411001', orders: 3, sales: 2299 }],
      byRtoRate: [{ pincode: '411001', delivered: 1, returned: 1, rtoRate: 0.5 }],
    });
    for (const value of [stats.cashToCollect, stats.unpaidBalance]) {
      expect(typeof value).toBe('number');
    }
  });

  it('an empty period answers zeros, never null', async () => {
    const stats = (
      await adminStats(admin, { from: '2025-04-10', to: '2025-04-10' })
    ).json<AdminStats>();
    expect(stats).toMatchObject({
      sales: 0,
      orders: 0,
      averageOrderValue: 0,
      delivered: 0,
      rtoRate: 0,
      commissionAccrued: 0,
      previous: { sales: 0, orders: 0, averageOrderValue: 0, rtoRate: 0 },
      daily: [{ date: '2025-04-10', sales: 0, orders: 0, byStatus: NO_STATUSES }],
      weekly: [{ weekStart: '2025-04-07', delivered: 0, returned: 0, rtoRate: 0 }],
      topProducts: [],
      topAgents: [],
      topPincodes: { byOrders: [], byRtoRate: [] },
    });
  });

  it('cash with couriers and the unpaid balance follow the real moves', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    const today = indiaDay(new Date());
    const period = { from: today, to: today };
    const before = (await adminStats(admin, period)).json<AdminStats>();
    const order = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      lines: rupees(80_000),
      createdAt: new Date().toISOString(),
    });
    const move = (payload: object) =>
      t.request({
        method: 'PUT',
        url: `/api/orders/${order.id}/status`,
        payload,
        headers: as(admin),
      });
    expect((await move({ status: 'confirmed' })).statusCode).toBe(200);
    expect(
      (await move({ status: 'shipped', courier: 'India Post', trackingNumber: 'EE1IN' }))
        .statusCode,
    ).toBe(200);
    const shipped = (await adminStats(admin, period)).json<AdminStats>();
    expect(shipped.cashToCollect).toBeCloseTo(before.cashToCollect + 800, 2);
    expect(shipped.sales).toBeCloseTo(before.sales + 800, 2);
    expect((await move({ status: 'delivered', cashCollected: 800 })).statusCode).toBe(200);
    const after = (await adminStats(admin, period)).json<AdminStats>();
    expect(after.cashToCollect).toBeCloseTo(before.cashToCollect, 2);
    expect(after.delivered).toBeCloseTo(before.delivered + 800, 2);
    expect(after.unpaidBalance).toBeCloseTo(before.unpaidBalance + 80, 2);
  });
});

describe('remembered answers', () => {
  it('a period is summed again once an order moves (docs/decisions/255-admin-stats-memo.md)', async () => {
    const customer = await signInAs(t, 'Customer');
    // A new product announces itself (product.changed): made before the first answer.
    const product = await makeProduct(t, { price_paise: 10_000 });
    const period = { from: '2025-08-04', to: '2025-08-04' };
    expect((await adminStats(admin, period)).json<AdminStats>().orders).toBe(0);
    // Written straight to the tables, which announces nothing: the remembered answer stands.
    const order = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [product.id],
      lines: rupees(10_000),
      createdAt: '2025-08-04T06:00:00.000Z',
    });
    expect((await adminStats(admin, period)).json<AdminStats>().orders).toBe(0);
    // A move through the API announces itself, and the answer is summed again.
    const moved = await t.request({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'confirmed' },
      headers: as(admin),
    });
    expect(moved.statusCode).toBe(200);
    expect((await adminStats(admin, period)).json<AdminStats>()).toMatchObject({
      orders: 1,
      sales: 100,
      byStatus: { ...NO_STATUSES, confirmed: 1 },
    });
  });
});

describe('agent figures', () => {
  it('an agent sees only the orders placed with them, by week', async () => {
    const agent = await signInAs(t, 'Agent');
    const other = await signInAs(t, 'Agent');
    const mine = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    const theirs = await signInAs(t, 'Customer', { agent_id: other.user.id });
    const agentId = agent.user.id;
    const userId = mine.user.id;
    // Monday 2 June 2025: ₹500 placed (₹50 commission).
    await makeOrder(t, {
      userId,
      agentId,
      lines: rupees(50_000),
      createdAt: '2025-06-02T05:00:00.000Z',
    });
    // Tuesday 3 June: ₹400 cancelled.
    await makeOrder(t, {
      userId,
      agentId,
      lines: rupees(40_000),
      status: 'cancelled',
      createdAt: '2025-06-03T05:00:00.000Z',
    });
    // Monday 9 June: ₹1,000, returned on the 10th.
    const returned = await makeOrder(t, {
      userId,
      agentId,
      lines: rupees(100_000),
      status: 'returned',
      createdAt: '2025-06-09T05:00:00.000Z',
    });
    await movedAt(returned.id, 'returned', '2025-06-10T05:00:00.000Z');
    // Tuesday 10 June: ₹800, delivered on the 11th (₹80 commission).
    const delivered = await makeOrder(t, {
      userId,
      agentId,
      lines: rupees(80_000),
      status: 'delivered',
      createdAt: '2025-06-10T05:00:00.000Z',
    });
    await movedAt(delivered.id, 'delivered', '2025-06-11T05:00:00.000Z', 80_000);
    // The other agent's customer, the same week: never in this agent's figures.
    const foreign = await makeOrder(t, {
      userId: theirs.user.id,
      agentId: other.user.id,
      lines: rupees(90_000),
      status: 'returned',
      createdAt: '2025-06-02T06:00:00.000Z',
    });
    await movedAt(foreign.id, 'returned', '2025-06-03T06:00:00.000Z');

    const res = await agentStats(agent, { from: '2025-06-01', to: '2025-06-14' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AgentStats>()).toEqual({
      orders: 3,
      sales: 2300,
      commission: 130,
      rtoRate: 0.5,
      // Sunday 1 June belongs to the week of Monday 26 May.
      weekly: [
        { weekStart: '2025-05-26', commission: 0, orders: 0 },
        { weekStart: '2025-06-02', commission: 50, orders: 1 },
        { weekStart: '2025-06-09', commission: 80, orders: 2 },
      ],
      byStatus: { ...NO_STATUSES, placed: 1, delivered: 1, returned: 1, cancelled: 1 },
    });
    const theirStats = (
      await agentStats(other, { from: '2025-06-01', to: '2025-06-14' })
    ).json<AgentStats>();
    expect(theirStats).toMatchObject({ orders: 1, sales: 900, commission: 0, rtoRate: 1 });
  });
});
