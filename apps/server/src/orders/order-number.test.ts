import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { testDialect } from '../testing/test-db.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { formatOrderNumber, orderYear } from './order-number.ts';

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

  it('numbers orders one after another, starts again in a new Indian year, skips no number', async () => {
    const who = await buyer();
    const first = await placeOne(who);
    const second = await placeOne(who);
    expect(first.statusCode).toBe(201);
    expect(first.json().order.orderNumber).toBe('HT-26-000001');
    expect(second.json().order.orderNumber).toBe('HT-26-000002');

    // A refused order (the total changed) gives its number back.
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

  it.runIf(testDialect() === 'postgres')(
    'gives 12 orders placed at once 12 distinct consecutive numbers (PostgreSQL)',
    async () => {
      const before = await t.db.kysely
        .selectFrom('order_counters')
        .select('last_number')
        .where('year', '=', orderYear(clock.now()))
        .executeTakeFirst();
      const start = before?.last_number ?? 0;
      const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()));
      const answers = await Promise.all(buyers.map((who) => placeOne(who)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
      const numbers = answers.map((res) => res.json().order.orderNumber as string).sort();
      const year = String(orderYear(clock.now()) % 100);
      expect(numbers).toEqual(
        Array.from(
          { length: 12 },
          (_, i) => `HT-${year}-${String(start + i + 1).padStart(6, '0')}`,
        ),
      );
    },
  );

  it('counts past six digits when an order is placed, as formatOrderNumber does', async () => {
    const year = orderYear(clock.now());
    await t.db.kysely
      .insertInto('order_counters')
      .values({ year, last_number: 999_999 })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: 999_999 }))
      .execute();
    const who = await buyer();
    const placed = await placeOne(who);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.orderNumber).toBe(formatOrderNumber(year, 1_000_000));
  });
});
