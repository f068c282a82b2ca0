import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '@haat/contracts';
import type { NewUser } from '../db/schema.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrdersInBulk, newestFirst } from '../testing/order-factories.ts';
import type { BulkOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { countingBuilds } from '../testing/test-db.ts';
import { lookUpText, selectOrdersPage } from './admin-orders.queries.ts';

/*
 * The orders list's free text by a customer's name or phone, on each of its paths
 * (docs/decisions/330-order-text-customers-once.md): few customers and few orders (the page is
 * read from the matches), few customers with many orders (their ids, the list walked), and a
 * name so common that its customers are not read out (walked, each order's customer checked),
 * whether its orders are many or few. Each answer is compared with the orders made here, newest
 * first, as the list shows them.
 */

let t: TestApp;
let admin: SignedIn;

const made: BulkOrder[] = [];
let serial = 0;

/** `count` customers at once (no sign-in needed), with a name and, when given, phones. */
async function customers(count: number, name: string, phone?: (i: number) => string) {
  const rows: NewUser[] = Array.from({ length: count }, (_, i) => {
    serial += 1;
    return {
      id: `text-user-${String(serial).padStart(6, '0')}`,
      first_name: name,
      last_name: `Test${i}`,
      email: `text-${serial}@example.test`,
      phone: phone ? phone(i) : null,
      password_hash: 'not a hash: these customers never sign in',
      role: 'Customer',
      agent_id: null,
      email_verified_at: new Date().toISOString(),
    };
  });
  for (let at = 0; at < rows.length; at += 200) {
    await t.db.kysely
      .insertInto('users')
      .values(rows.slice(at, at + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}

async function orders(userIds: readonly string[], count: number, start: string) {
  made.push(...(await makeOrdersInBulk(t, { userIds, count, start })));
}

/** The ids the list shows for this query, 20 a page. */
async function page(query: Record<string, string>, number = 1) {
  const res = await t.request({
    method: 'GET',
    url: '/api/get-all-orders',
    query: { limit: '20', page: String(number), ...query },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminOrderList>().result.map((order) => order._id);
}

/** What the list must show: the orders of these customers, newest first, that page. */
function expected(
  userIds: readonly string[],
  number = 1,
  keep: (order: BulkOrder) => boolean = () => true,
) {
  const theirs = new Set(userIds);
  return newestFirst(made.filter((order) => theirs.has(order.userId) && keep(order)))
    .slice((number - 1) * 20, number * 20)
    .map((order) => order.id);
}

let common: string[];
let commonFewOrders: string[];
let busy: string[];
let rare: string[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  // More than 200 customers share a name; their 1,200 orders are among others'.
  common = await customers(230, 'Farida');
  const others = await customers(50, 'Zubin');
  await orders(common, 1_200, '2026-03-01T00:00:00.000Z');
  await orders(others, 600, '2026-03-01T00:00:30.000Z');
  // A name as common that has hardly any orders.
  commonFewOrders = await customers(210, 'Gulnaz');
  await orders(commonFewOrders.slice(0, 3), 3, '2026-02-01T00:00:00.000Z');
  // Few customers with many orders (more than the 3,000 read from their matches): 3,100 orders
  // of 5 resellers' customers, 620 each.
  busy = await customers(5, 'Hemant', (i) => `98111${String(i).padStart(5, '0')}`);
  await orders(busy, 3_100, '2026-01-01T00:00:00.000Z');
  // Few customers with few orders.
  rare = await customers(2, 'Ishaan');
  await orders(rare, 4, '2026-04-01T00:00:00.000Z');
}, 120_000);
afterAll(() => t.close());

describe('the orders list found by a customer’s name or phone', () => {
  it('pages through a name more than 200 customers share, alone and with a pincode', async () => {
    expect(await page({ q: 'farida' })).toEqual(expected(common));
    expect(await page({ q: 'FARIDA' }, 3)).toEqual(expected(common, 3));
    const onPincode = (order: BulkOrder) => order.pincode === '560002';
    expect(await page({ q: 'farida', pincode: '560002' }, 2)).toEqual(
      expected(common, 2, onPincode),
    );
    expect(await page({ q: 'arid', from: '2026-03-01', to: '2026-03-01' })).toEqual(
      expected(common, 1, (order) => order.createdAt < '2026-03-01T18:30:00.000Z'),
    );
  });

  it('finds the few orders of a name that many customers share', async () => {
    const found = await page({ q: 'gulnaz' });
    expect(found).toHaveLength(3);
    expect(found).toEqual(expected(commonFewOrders));
  });

  it('pages through the many orders of a few customers, by name and by phone', async () => {
    expect(await page({ q: 'hemant' })).toEqual(expected(busy));
    expect(await page({ q: 'hemant' }, 4)).toEqual(expected(busy, 4));
    expect(await page({ q: '811100003' })).toEqual(expected(busy.slice(3, 4)));
    expect(await page({ q: '98111' }, 2)).toEqual(expected(busy, 2));
  });

  it('pages through the few orders of one customer, alone, with a pincode and with a day', async () => {
    // 620 orders: read from their matches, sorted, then the page's rows.
    const one = busy.slice(3, 4);
    expect(await page({ q: '811100003' }, 7)).toEqual(expected(one, 7));
    const onPincode = (order: BulkOrder) => order.pincode === '560001';
    expect(await page({ q: '811100003', pincode: '560001' }, 3)).toEqual(
      expected(one, 3, onPincode),
    );
    expect(await page({ q: '811100003', from: '2026-01-02', to: '2026-01-02' })).toEqual(
      expected(
        one,
        1,
        (order) =>
          order.createdAt >= '2026-01-01T18:30:00.000Z' &&
          order.createdAt < '2026-01-02T18:30:00.000Z',
      ),
    );
    expect(await page({ q: '811100003' }, 32)).toEqual([]);
  });

  it('reads the few orders of a few customers, and nothing for a name nobody has', async () => {
    expect(await page({ q: 'ishaan' })).toEqual(expected(rare));
    expect(await page({ q: 'ishaan test1' })).toEqual(expected(rare.slice(1)));
    expect(await page({ q: 'nobody has this name' })).toEqual([]);
  });

  it('finds a customer added after the text was last asked for, at once', async () => {
    // The text's customers are remembered for a few seconds; an added customer forgets them.
    expect(await page({ q: 'ishaan' })).toEqual(expected(rare));
    const res = await t.request({
      method: 'POST',
      url: '/api/add-user',
      payload: {
        formData: {
          firstName: 'Ishaan',
          lastName: 'Latecomer',
          contact: 'ishaan.latecomer@example.test',
          password: 'Saffron-Kite-2026',
        },
      },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(201);
    const [latecomer] = (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ishaan.latecomer@example.test')
        .execute()
    ).map((row) => row.id);
    await orders([latecomer!], 2, '2026-05-01T00:00:00.000Z');
    expect(await page({ q: 'ishaan' })).toEqual(expected([...rare, latecomer!]));
    rare.push(latecomer!);
  });

  it('exports the same orders as the list shows', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/exports/orders.csv',
      query: { q: 'gulnaz' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const numbers = res.body
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    const byId = new Map(made.map((order) => [order.id, order.orderNumber]));
    expect(numbers).toEqual(expected(commonFewOrders).map((id) => byId.get(id)));
  });
});

describe('selectOrdersPage with a free text', () => {
  it('builds each shape of text once and reads every text with its own values', async () => {
    const kept = countingBuilds(t.db.kysely);
    /** A first page of the text, and whether its statement was built for it. */
    const read = async ({ db, built }: ReturnType<typeof countingBuilds>, q: string) => {
      const text = await lookUpText(db, q);
      const before = built();
      const rows = await selectOrdersPage(db, { text, offset: 0, take: 20 });
      return { rows, built: built() > before };
    };
    const ofNumbers = (start: string) =>
      newestFirst(made.filter((order) => order.orderNumber.startsWith(start)))
        .slice(0, 20)
        .map((order) => order.id);
    // Pairs of texts whose pages have one shape: the first builds it, the second reuses it.
    const shapes: [first: string, second: string, shows: () => string[]][] = [
      // Customers too many to read out, matched as the list is walked.
      ['farida', 'gulnaz', () => expected(commonFewOrders)],
      // Few customers with many orders: their ids, the list walked.
      ['hemant', '98111', () => expected(busy)],
      // Few orders of few customers, read from their matches.
      ['zubin', 'ishaan', () => expected(rare)],
      // An order number's beginning, read from its matches.
      ['HT-99-00012', 'ht-99-00034', () => ofNumbers('HT-99-00034')],
      // An order number's beginning whose digits are also a customer's phone: both, joined.
      ['HT-81-1100003', 'ht-81-1100002', () => expected(busy.slice(2, 3))],
    ];
    for (const [first, second, shows] of shapes) {
      expect((await read(kept, first)).built).toBe(true);
      const again = await read(kept, second);
      expect(again.built).toBe(false);
      expect(shows()).not.toHaveLength(0);
      expect(again.rows.map((row) => row.order.id)).toEqual(shows());
      // The kept statement answers what a newly built one does, lines, timeline and customer too.
      const fresh = await read(countingBuilds(t.db.kysely), second);
      expect(fresh.built).toBe(true);
      expect(again.rows).toEqual(fresh.rows);
    }
  });
});
