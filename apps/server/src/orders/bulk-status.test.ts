import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList, BulkStatusResult } from '@haat/contracts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder, ORDER_ADDRESS } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  agent = await signInAs(t, 'Agent');
  customer = await signInAs(t, 'Customer', {
    first_name: 'Lakshmi',
    last_name: 'Narayanan',
    phone: '9123456780',
    agent_id: agent.user.id,
  });
});
afterAll(() => t.close());

function bulk(payload: object, who: SignedIn = admin) {
  return t.request({
    method: 'POST',
    url: '/api/orders/bulk-status',
    payload,
    headers: { cookie: who.cookie },
  });
}

async function list(query: Record<string, string>) {
  const res = await t.request({
    method: 'GET',
    url: '/api/get-all-orders',
    query: { limit: '100', ...query },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminOrderList>().result.map((order) => order._id);
}

const stateOf = async (id: string) =>
  await t.db.kysely
    .selectFrom('orders')
    .select(['status', 'courier', 'tracking_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/orders/bulk-status', () => {
  it('moves the movable orders and refuses the others with their number and state', async () => {
    const placed = await makeOrder(t, { userId: customer.user.id });
    const placed2 = await makeOrder(t, { userId: customer.user.id });
    const shipped = await makeOrder(t, { userId: customer.user.id, status: 'shipped' });
    const res = await bulk({
      ids: [placed.id, shipped.id, placed2.id, 'no-such-order'],
      status: 'confirmed',
      note: 'Called, confirmed',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkStatusResult>();
    expect(body.moved).toEqual([
      { _id: placed.id, orderNumber: placed.order_number, status: 'confirmed' },
      { _id: placed2.id, orderNumber: placed2.order_number, status: 'confirmed' },
    ]);
    expect(body.refused).toEqual([
      {
        _id: shipped.id,
        orderNumber: shipped.order_number,
        status: 'shipped',
        message: 'This order is shipped; it cannot be marked confirmed.',
      },
      {
        _id: 'no-such-order',
        orderNumber: null,
        status: null,
        message: 'This order does not exist.',
      },
    ]);
    expect((await stateOf(shipped.id)).status).toBe('shipped');
    const events = await t.db.kysely
      .selectFrom('order_events')
      .select(['note', 'to_status'])
      .where('order_id', '=', placed.id)
      .execute();
    expect(events).toEqual([{ note: 'Called, confirmed', to_status: 'confirmed' }]);
  });

  it('ships each order with its own tracking number; one without a number is refused, unmoved', async () => {
    const a = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const b = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const c = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const res = await bulk({
      ids: [a.id, b.id, c.id],
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumbers: { [a.id]: 'DLV001', [b.id]: ' DLV002 ' },
    });
    const body = res.json<BulkStatusResult>();
    expect(body.moved.map((row) => row._id)).toEqual([a.id, b.id]);
    expect(body.refused).toEqual([
      {
        _id: c.id,
        orderNumber: c.order_number,
        status: 'confirmed',
        message: 'Tracking number is required to ship an order',
      },
    ]);
    expect(await stateOf(a.id)).toEqual({
      status: 'shipped',
      courier: 'Delhivery',
      tracking_number: 'DLV001',
    });
    expect((await stateOf(b.id)).tracking_number).toBe('DLV002');
    expect(await stateOf(c.id)).toEqual({
      status: 'confirmed',
      courier: null,
      tracking_number: null,
    });
  });

  it('cancels and puts the stock back through the one-order rules', async () => {
    const order = await makeOrder(t, { userId: customer.user.id });
    const delivered = await makeOrder(t, { userId: customer.user.id, status: 'delivered' });
    const body = (
      await bulk({ ids: [order.id, delivered.id], status: 'cancelled', note: 'No answer' })
    ).json<BulkStatusResult>();
    expect(body.moved).toEqual([
      { _id: order.id, orderNumber: order.order_number, status: 'cancelled' },
    ]);
    expect(body.refused[0]).toMatchObject({ _id: delivered.id, status: 'delivered' });
  });

  it('answers 400 for no ids, more than 500, another status or shipping without a courier', async () => {
    expect((await bulk({ ids: [], status: 'confirmed' })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, at) => `id-${at}`);
    const tooMany = await bulk({ ids: many, status: 'confirmed' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/At most 500 orders/);
    expect((await bulk({ ids: ['x'], status: 'delivered' })).statusCode).toBe(400);
    const order = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const noCourier = await bulk({
      ids: [order.id],
      status: 'shipped',
      trackingNumbers: { [order.id]: 'X1' },
    });
    expect(noCourier.statusCode).toBe(400);
    expect((await stateOf(order.id)).status).toBe('confirmed');
  });

  it('is the Admin’s alone', async () => {
    expect((await bulk({ ids: ['x'], status: 'confirmed' }, agent)).statusCode).toBe(403);
    expect((await bulk({ ids: ['x'], status: 'confirmed' }, customer)).statusCode).toBe(403);
  });
});

describe('the orders list filters', () => {
  it('filters by state, India days, agent, pincode and free text', async () => {
    const other = await signInAs(t, 'Customer', { first_name: 'Zoya', last_name: 'Khan' });
    // 2026-05-10 23:00 IST is 17:30 UTC on the 10th; 2026-05-11 00:30 IST is 19:00 UTC on the 10th.
    const lateOn10 = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      createdAt: '2026-05-10T17:30:00.000Z',
      address: { ...ORDER_ADDRESS, pincode: '560001' },
    });
    const earlyOn11 = await makeOrder(t, {
      userId: other.user.id,
      createdAt: '2026-05-10T19:00:00.000Z',
      status: 'confirmed',
    });
    expect(await list({ from: '2026-05-10', to: '2026-05-10' })).toEqual([lateOn10.id]);
    expect(await list({ from: '2026-05-11', to: '2026-05-11' })).toEqual([earlyOn11.id]);
    expect(await list({ from: '2026-05-10', to: '2026-05-11' })).toEqual([
      earlyOn11.id,
      lateOn10.id,
    ]);
    expect(await list({ from: '2026-05-10', to: '2026-05-11', status: 'confirmed' })).toEqual([
      earlyOn11.id,
    ]);
    expect(await list({ from: '2026-05-10', to: '2026-05-11', sort: 'oldest' })).toEqual([
      lateOn10.id,
      earlyOn11.id,
    ]);
    expect(await list({ pincode: '560001' })).toEqual([lateOn10.id]);
    const byAgent = await list({ agentId: agent.user.id, from: '2026-05-01', to: '2026-05-31' });
    expect(byAgent).toEqual([lateOn10.id]);
    expect(await list({ q: 'zoya' })).toEqual([earlyOn11.id]);
    expect(await list({ q: 'lakshmi narayanan', from: '2026-05-10', to: '2026-05-11' })).toEqual([
      lateOn10.id,
    ]);
    expect(await list({ q: '23456', from: '2026-05-10', to: '2026-05-11' })).toEqual([lateOn10.id]);
    expect(await list({ q: earlyOn11.order_number.toLowerCase() })).toEqual([earlyOn11.id]);
    expect(await list({ q: '100%_' })).toEqual([]);
    // The beginning of a number, up to its punctuation (an index range, docs/decisions/195).
    const prefix = earlyOn11.order_number.slice(0, 3).toLowerCase();
    expect(prefix).toMatch(/-$/);
    expect(await list({ q: prefix })).toContain(earlyOn11.id);
    expect(await list({ q: earlyOn11.order_number.slice(0, -1) })).toContain(earlyOn11.id);
  });

  it('answers 400 for a day that is not one and a pincode that is not 6 digits', async () => {
    const queries: Record<string, string>[] = [
      { from: '2026-02-31' },
      { to: 'yesterday' },
      { pincode: '5600' },
    ];
    for (const query of queries) {
      const res = await t.request({
        method: 'GET',
        url: '/api/get-all-orders',
        query,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
