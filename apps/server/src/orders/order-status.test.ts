import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MOVES, ORDER_STATUSES, ORDER_STATUS_MESSAGES } from '@haat/contracts';
import type { AdminOrder, Order, OrderDetail, OrderFigures, OrderStatus } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
let otherAgent: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin', { first_name: 'Meera' });
  agent = await signInAs(t, 'Agent', { first_name: 'Ravi' });
  otherAgent = await signInAs(t, 'Agent');
  customer = await signInAs(t, 'Customer', { first_name: 'Asha', agent_id: agent.user.id });
  stranger = await signInAs(t, 'Customer');
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

/** Everything any move may need, so that only the state decides. */
const FULL: Record<OrderStatus, object> = {
  placed: { status: 'placed' },
  confirmed: { status: 'confirmed' },
  shipped: { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456789IN' },
  delivered: { status: 'delivered', cashCollected: 500 },
  returned: { status: 'returned', note: 'Refused at the door' },
  cancelled: { status: 'cancelled' },
};

function move(who: SignedIn | null, id: string, payload: object) {
  return t.request({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    payload,
    headers: as(who),
  });
}

const stock = (id: string) =>
  t.db.kysely
    .selectFrom('products')
    .select(['inventory', 'availability'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The mail to this address whose subject matches, once the outbox has sent it. */
async function mailTo(to: string, subject: RegExp) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const mail = t.mailbox.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

const orderOf = (status: OrderStatus, userId = customer.user.id) =>
  makeOrder(t, { userId, agentId: agent.user.id, status });

describe('PUT /api/orders/{id}/status: who may move an order', () => {
  it('asks for a session first, then the body', async () => {
    const order = await orderOf('placed');
    expect((await move(null, order.id, { status: 'nonsense' })).statusCode).toBe(401);
    const bad = await move(admin, order.id, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be one of/);
    expect((await move(admin, 'no-such-order', FULL.confirmed)).statusCode).toBe(404);
    expect((await move(admin, '%00', FULL.confirmed)).statusCode).toBe(404);
  });

  it('lets a customer only cancel their own order; another customer gets 404', async () => {
    const order = await orderOf('placed');
    for (const to of ORDER_STATUSES.filter((status) => status !== 'cancelled')) {
      const res = await move(customer, order.id, FULL[to]);
      expect(res.statusCode, to).toBe(403);
      expect(res.json().message).toBe(ORDER_STATUS_MESSAGES.customerMayOnlyCancel);
    }
    expect((await move(stranger, order.id, FULL.cancelled)).statusCode).toBe(404);
    expect((await move(otherAgent, order.id, FULL.cancelled)).statusCode).toBe(404);
    // Their agent reads the order but does not move it.
    expect((await move(agent, order.id, FULL.cancelled)).statusCode).toBe(403);
    const own = await move(customer, order.id, FULL.cancelled);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      message: ORDER_STATUS_MESSAGES.cancelled,
      order: { status: 'cancelled', isShipped: false },
    });
  });

  it('lets the customer cancel while placed or confirmed, and 409 afterwards', async () => {
    for (const from of ORDER_STATUSES) {
      const order = await orderOf(from);
      const res = await move(customer, order.id, FULL.cancelled);
      const allowed = from === 'placed' || from === 'confirmed';
      expect(res.statusCode, from).toBe(allowed ? 200 : 409);
      if (!allowed) expect(res.json().fields).toEqual({ status: from });
    }
  });

  it('lets the Admin make exactly the moves of the state machine; every other is 409 with the state', async () => {
    const results: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await orderOf(from);
        const res = await move(admin, order.id, FULL[to]);
        const allowed = ORDER_MOVES[from].includes(to);
        results.push(`${from}→${to}:${res.statusCode}`);
        expect(res.statusCode, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        const after = await t.db.kysely
          .selectFrom('orders')
          .select(['status', 'is_shipped', 'shipped_at'])
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        if (allowed) {
          expect(res.json().order.status).toBe(to);
          expect(after.status).toBe(to);
        } else {
          expect(res.json().fields).toEqual({ status: from });
          expect(res.json().message).toMatch(new RegExp(`^This order is ${from};`));
          expect(after.status).toBe(from);
        }
        // isShipped is true exactly from shipped on.
        const shippedOn = ['shipped', 'delivered', 'returned'].includes(after.status);
        expect(after.is_shipped).toBe(shippedOn ? 1 : 0);
      }
    }
    expect(results.filter((line) => line.endsWith(':200'))).toHaveLength(6);
  });
});

describe('what each move needs and keeps', () => {
  it('shipping needs the courier and tracking number; delivering the cash collected', async () => {
    const order = await orderOf('confirmed');
    const ship = await move(admin, order.id, { status: 'shipped' });
    expect(ship.statusCode).toBe(400);
    expect(ship.json().fields).toEqual({
      courier: ORDER_STATUS_MESSAGES.courierRequired,
      trackingNumber: ORDER_STATUS_MESSAGES.trackingRequired,
    });
    expect((await move(admin, order.id, { ...FULL.shipped, courier: '  ' })).statusCode).toBe(400);
    expect((await move(admin, order.id, FULL.shipped)).statusCode).toBe(200);
    const deliver = await move(admin, order.id, { status: 'delivered' });
    expect(deliver.statusCode).toBe(400);
    expect(deliver.json().fields).toEqual({ cashCollected: ORDER_STATUS_MESSAGES.cashRequired });
    for (const cash of [-1, 10.555, '500']) {
      const res = await move(admin, order.id, { status: 'delivered', cashCollected: cash });
      expect(res.statusCode, String(cash)).toBe(400);
    }
    const done = await move(admin, order.id, { status: 'delivered', cashCollected: 499.5 });
    expect(done.json().order).toMatchObject({
      status: 'delivered',
      isShipped: true,
      courier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
      cashCollected: 499.5,
    });
  });

  it('keeps every move on the timeline, shown with the order to its customer and the Admin', async () => {
    const order = await orderOf('placed');
    await move(admin, order.id, { status: 'confirmed', note: 'Confirmed by phone' });
    await move(admin, order.id, FULL.shipped);
    await move(admin, order.id, FULL.returned);
    const events = (
      await t.request({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(admin) })
    ).json<OrderDetail>().events;
    expect(events.map((event) => [event.from, event.to, event.note])).toEqual([
      ['placed', 'confirmed', 'Confirmed by phone'],
      ['confirmed', 'shipped', null],
      ['shipped', 'returned', 'Refused at the door'],
    ]);
    expect(events[0]?.by).toBe('Meera (Admin)');
    const times = events.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
    const mine = (
      await t.request({ method: 'GET', url: '/api/my-orders?limit=100', headers: as(customer) })
    ).json<{ result: Order[] }>();
    expect(mine.result.find((o) => o._id === order.id)?.events).toHaveLength(3);
    // The Admin's list reads lines, timeline and customer in its own statement: the same order.
    const detail = (
      await t.request({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(admin) })
    ).json<OrderDetail>();
    const listed = (
      await t.request({
        method: 'GET',
        url: '/api/get-all-orders',
        query: { q: detail.orderNumber },
        headers: as(admin),
      })
    ).json<{ result: AdminOrder[] }>().result;
    const { agent: _agent, ...shown } = detail;
    expect(listed).toEqual([shown]);
  });

  it('cancel and return put the stock back once; a product with stock again is In stock', async () => {
    const lamp = await makeProduct(t, { inventory: 0, availability: 'Out of stock' });
    const placed = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [lamp.id],
      lines: [{ quantity: 2 }],
    });
    expect((await move(customer, placed.id, FULL.cancelled)).statusCode).toBe(200);
    expect(await stock(lamp.id)).toEqual({ inventory: 2, availability: 'In stock' });
    const again = await move(customer, placed.id, FULL.cancelled);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ status: 'cancelled' });
    expect(await stock(lamp.id)).toEqual({ inventory: 2, availability: 'In stock' });

    const shipped = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [lamp.id],
      lines: [{ quantity: 3 }],
      status: 'shipped',
    });
    expect((await move(admin, shipped.id, FULL.returned)).statusCode).toBe(200);
    expect((await move(admin, shipped.id, FULL.returned)).statusCode).toBe(409);
    expect(await stock(lamp.id)).toEqual({ inventory: 5, availability: 'In stock' });
    // Delivering takes nothing back.
    const delivered = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [lamp.id],
      status: 'shipped',
    });
    expect((await move(admin, delivered.id, FULL.delivered)).statusCode).toBe(200);
    expect(await stock(lamp.id)).toEqual({ inventory: 5, availability: 'In stock' });
  });

  it('mails the customer, through the outbox, when the order is confirmed, shipped (with tracking), delivered or cancelled, naming the order by its number and never its id', async () => {
    const email = customer.user.email!;
    const order = await orderOf('placed');
    const number = order.order_number;
    await move(admin, order.id, FULL.confirmed);
    const confirmed = await mailTo(email, new RegExp(`confirmed \\(${number}\\)`));
    expect(confirmed.body).toContain('cash on delivery');
    await move(admin, order.id, FULL.shipped);
    const shipped = await mailTo(email, new RegExp(`on its way \\(${number}\\)`));
    expect(shipped.body).toContain('DL123456789IN');
    expect(shipped.body).toContain('Delhivery');
    await move(admin, order.id, FULL.delivered);
    const delivered = await mailTo(email, new RegExp(`delivered \\(${number}\\)`));
    expect(delivered.body).toContain('₹500');
    const other = await orderOf('placed');
    await move(customer, other.id, FULL.cancelled);
    const cancelled = await mailTo(email, new RegExp(`cancelled \\(${other.order_number}\\)`));
    expect(cancelled.body).toContain(`Your order ${other.order_number} has been cancelled`);
    for (const mail of [confirmed, shipped, delivered, cancelled]) {
      expect(`${mail.subject} ${mail.body}`).not.toContain(order.id);
      expect(`${mail.subject} ${mail.body}`).not.toContain(other.id);
    }
    // A return is the courier's business, not a mail; the badge sends none either.
    const back = await orderOf('shipped');
    await move(admin, back.id, FULL.returned);
    const flipped = await orderOf('placed');
    await t.request({
      method: 'PUT',
      url: '/api/update-order',
      payload: { _id: flipped.id },
      headers: as(admin),
    });
    const queued = await t.db.kysely
      .selectFrom('outbox')
      .select('subject')
      .where((eb) =>
        eb.or([
          eb('subject', 'like', `%${back.order_number}%`),
          eb('subject', 'like', `%${flipped.order_number}%`),
        ]),
      )
      .execute();
    expect(queued).toEqual([]);
  });
});

describe('PUT /api/update-order goes through the same states', () => {
  function flip(id: string) {
    return t.request({
      method: 'PUT',
      url: '/api/update-order',
      payload: { _id: id },
      headers: as(admin),
    });
  }

  it('ships a placed or confirmed order and un-ships it to the state it came from', async () => {
    for (const from of ['placed', 'confirmed'] as const) {
      const order = await orderOf(from);
      const on = await flip(order.id);
      expect(on.json().order).toMatchObject({ status: 'shipped', isShipped: true });
      const off = await flip(order.id);
      expect(off.json().order).toMatchObject({ status: from, isShipped: false });
      expect(off.json().order.events.map((e: { to: string }) => e.to)).toEqual(['shipped', from]);
    }
  });

  it('refuses delivered, returned and cancelled orders with 409', async () => {
    for (const from of ['delivered', 'returned', 'cancelled'] as const) {
      const order = await orderOf(from);
      const res = await flip(order.id);
      expect(res.statusCode, from).toBe(409);
      expect(res.json().fields).toEqual({ status: from });
    }
  });
});

describe('GET /api/order-figures', () => {
  it('is for the Admin: cash with couriers and returns this month', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/order-figures', headers: as(customer) }))
        .statusCode,
    ).toBe(403);
    const before = (
      await t.request({ method: 'GET', url: '/api/order-figures', headers: as(admin) })
    ).json<OrderFigures>();
    const shipped = await makeOrder(t, {
      userId: customer.user.id,
      status: 'shipped',
      lines: [{ pricePaise: 123_450, quantity: 2 }],
    });
    const returned = await orderOf('shipped');
    await move(admin, returned.id, FULL.returned);
    const after = (
      await t.request({ method: 'GET', url: '/api/order-figures', headers: as(admin) })
    ).json<OrderFigures>();
    expect(after.shippedOrders).toBe(before.shippedOrders + 1);
    expect(after.cashToCollect).toBeCloseTo(before.cashToCollect + 2469, 2);
    expect(after.returnedThisMonth).toBe(before.returnedThisMonth + 1);
    await move(admin, shipped.id, FULL.delivered);
    const delivered = (
      await t.request({ method: 'GET', url: '/api/order-figures', headers: as(admin) })
    ).json<OrderFigures>();
    expect(delivered.cashToCollect).toBeCloseTo(before.cashToCollect, 2);
  });
});

describe.runIf(testDialect() === 'postgres')('racing cancels (PostgreSQL)', () => {
  it('16 cancel requests at once: one wins, the stock and the commission go back once', async () => {
    const saree = await makeProduct(t, { inventory: 1 });
    const order = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      productIds: [saree.id],
      lines: [{ quantity: 4 }],
      status: 'confirmed',
    });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        move(i % 2 === 0 ? customer : admin, order.id, FULL.cancelled),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stock(saree.id)).toEqual({ inventory: 5, availability: 'In stock' });
    const events = await t.db.kysely
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', order.id)
      .execute();
    expect(events).toEqual([{ to_status: 'cancelled' }]);
    const ledger = await t.db.kysely
      .selectFrom('commission_ledger')
      .select(['kind', 'amount_paise'])
      .where('order_id', '=', order.id)
      .orderBy('kind')
      .execute();
    expect(ledger).toEqual([
      { kind: 'accrued', amount_paise: 5_000 * 4 },
      { kind: 'reversed', amount_paise: 5_000 * 4 },
    ]);
  });
});
