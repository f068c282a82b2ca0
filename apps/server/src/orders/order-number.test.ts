import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  couldStartOrderNumber,
  ensureOrderNumberSequence,
  formatOrderNumber,
  orderNumberSequence,
  orderYear,
} from './order-number.ts';

// 31 December 2026, 18:00 UTC: 23:30 in India, half an hour before the new year.
const clock = testClock(Date.parse('2026-12-31T18:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ deps: { now: clock.now } });
});
afterAll(() => t.close());

async function buyer(): Promise<{ as: SignedIn; addressId: string }> {
  const as = await signInAs(t, 'Customer');
  const address = await makeAddress(t.db, as.user.id);
  return { as, addressId: address.id };
}

/** Sessions are made at the real time; this shop's clock stands elsewhere. */
async function keepSignedIn(who: { as: SignedIn }) {
  const now = clock.now();
  // expires_at is set once in the schema's types; a test may move it with plain SQL.
  await sql`update sessions set last_seen_at = ${now.toISOString()}, expires_at = ${new Date(
    now.getTime() + 86_400_000,
  ).toISOString()} where user_id = ${who.as.user.id}`.execute(t.db.kysely);
}

async function placeOne(who: { as: SignedIn; addressId: string }, pricePaise = 10_000) {
  await keepSignedIn(who);
  const product = await makeProduct(t, { price_paise: pricePaise, inventory: 5 });
  await t.request({
    method: 'POST',
    url: '/api/add-to-cart',
    payload: { productId: product.id, quantity: 1 },
    headers: { cookie: who.as.cookie },
  });
  return t.request({
    method: 'POST',
    url: '/api/place-order',
    payload: { orderDetails: { shippingAddress: who.addressId, totalAmount: pricePaise / 100 } },
    headers: { cookie: who.as.cookie },
  });
}

describe('order numbers', () => {
  it('reads HT-<yy>-<6 digits> and counts past six digits', () => {
    expect(formatOrderNumber(2026, 123)).toBe('HT-26-000123');
    expect(formatOrderNumber(2100, 1_234_567)).toBe('HT-00-1234567');
    expect(orderYear(new Date('2026-12-31T18:29:59.999Z'))).toBe(2026);
    expect(orderYear(new Date('2026-12-31T18:30:00.000Z'))).toBe(2027);
  });

  it('knows which texts an order number may begin with, in any case', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2199 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.nat(),
        fc.boolean(),
        (year, count, cut, lower) => {
          const number = formatOrderNumber(year, count);
          const start = number.slice(0, 1 + (cut % number.length));
          expect(couldStartOrderNumber(lower ? start.toLowerCase() : start)).toBe(true);
        },
      ),
    );
    for (const text of [
      'meera',
      'HT 26',
      'HT-2a',
      'HT-26-00a1',
      'T-26',
      '98765',
      'h t',
      'HT-266',
    ]) {
      expect(couldStartOrderNumber(text)).toBe(false);
    }
  });

  it('numbers orders one after another and starts again in a new Indian year', async () => {
    const who = await buyer();
    const first = await placeOne(who);
    const second = await placeOne(who);
    expect(first.statusCode).toBe(201);
    expect(first.json().order.orderNumber).toBe('HT-26-000001');
    expect(second.json().order.orderNumber).toBe('HT-26-000002');

    // Refused before it is numbered (the total changed): no number is taken.
    const product = await makeProduct(t, { price_paise: 50_000 });
    await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id },
      headers: { cookie: who.as.cookie },
    });
    await keepSignedIn(who);
    const refused = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: { orderDetails: { shippingAddress: who.addressId, totalAmount: 1 } },
      headers: { cookie: who.as.cookie },
    });
    expect(refused.statusCode).toBe(409);
    await t.db.kysely.deleteFrom('cart_items').where('user_id', '=', who.as.user.id).execute();
    expect((await placeOne(who)).json().order.orderNumber).toBe('HT-26-000003');

    clock.advance(60 * 60 * 1000); // 00:30 on 1 January in India
    expect((await placeOne(who)).json().order.orderNumber).toBe('HT-27-000001');

    await keepSignedIn(who);
    const mine = await t.request({
      method: 'GET',
      url: '/api/my-orders',
      headers: { cookie: who.as.cookie },
    });
    expect(mine.json().result.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      'HT-27-000001',
      'HT-26-000003',
      'HT-26-000002',
      'HT-26-000001',
    ]);
  });

  it('never gives a number twice, also after an order rolled back once numbered', async () => {
    const who = await buyer();
    const before = await placeOne(who);
    // The same Idempotency-Key again, with a new cart: the second order is numbered, collides
    // with the first on the key, rolls back and answers the first.
    const key = 'order-number-test-key';
    const once = async () => {
      await keepSignedIn(who);
      const product = await makeProduct(t, { price_paise: 10_000, inventory: 5 });
      await t.request({
        method: 'POST',
        url: '/api/add-to-cart',
        payload: { productId: product.id },
        headers: { cookie: who.as.cookie },
      });
      return t.request({
        method: 'POST',
        url: '/api/place-order',
        payload: { orderDetails: { shippingAddress: who.addressId, totalAmount: 100 } },
        headers: { cookie: who.as.cookie, 'idempotency-key': key },
      });
    };
    const first = await once();
    const repeated = await once();
    expect(first.statusCode).toBe(201);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().order.orderNumber).toBe(first.json().order.orderNumber);
    await t.db.kysely.deleteFrom('cart_items').where('user_id', '=', who.as.user.id).execute();
    const after = await placeOne(who);

    const numbers = [before, first, after].map((res) => res.json().order.orderNumber as string);
    // Increasing within the year (the same number of digits compares as text), none twice;
    // on PostgreSQL the rolled-back order's number may stay unused.
    expect([...numbers].sort()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(3);
    const stored = await t.db.kysely
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.count<number>(eb.fn('distinct', ['order_number'])).as('numbers'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(stored.numbers)).toBe(Number(stored.orders));
  });

  it('gives 16 orders placed at once 16 distinct numbers, each after the ones before', async () => {
    const earlier = await placeOne(await buyer());
    const buyers = await Promise.all(Array.from({ length: 16 }, () => buyer()));
    const answers = await Promise.all(buyers.map((who) => placeOne(who)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(201));
    const numbers = answers.map((res) => res.json().order.orderNumber as string);
    expect(new Set(numbers).size).toBe(16);
    const year = String(orderYear(clock.now()) % 100);
    for (const number of numbers) {
      expect(number).toMatch(new RegExp(`^HT-${year}-\\d{6}$`));
      expect(number > earlier.json().order.orderNumber).toBe(true);
    }
  });

  it('counts past six digits when an order is placed, as formatOrderNumber does', async () => {
    const year = orderYear(clock.now());
    await setYearCount(year, 999_999);
    const who = await buyer();
    const placed = await placeOne(who);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.orderNumber).toBe(formatOrderNumber(year, 1_000_000));
  });
});

/** The year's last number given, as if that many orders had been placed this year. */
async function setYearCount(year: number, count: number) {
  if (t.db.dialect === 'postgres') {
    await ensureOrderNumberSequence(t.db, year);
    await sql`select setval(${orderNumberSequence(year)}::regclass, ${count})`.execute(t.db.kysely);
    return;
  }
  await t.db.kysely
    .insertInto('order_counters')
    .values({ year, last_number: count })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: count }))
    .execute();
}
