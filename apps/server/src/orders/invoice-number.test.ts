import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '@haat/contracts';
import type { Order } from '@haat/contracts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { makeShopSettings } from '../testing/settings-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { INVOICE_MESSAGES } from './invoice-number.ts';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  customer = await signInAs(t, 'Customer');
});
afterAll(() => t.close());

const ship = (id: string, trackingNumber = 'DL123456789IN') =>
  t.request({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    payload: { status: 'shipped', courier: 'Delhivery', trackingNumber },
    headers: { cookie: admin.cookie },
  });

const badge = (id: string) =>
  t.request({
    method: 'PUT',
    url: '/api/update-order',
    payload: { _id: id },
    headers: { cookie: admin.cookie },
  });

const row = (id: string) =>
  t.db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const year = financialYearOf(new Date());
const yy = `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
const serialOf = (number: string) => Number(number.split('/')[2]);

describe('invoice numbers', () => {
  it('are not issued before the shop’s settings are saved', async () => {
    const order = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const res = await ship(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().order as Order).invoiceNumber).toBeNull();
    expect(await row(order.id)).toMatchObject({ invoice_number: null, invoice_seller: null });
  });

  it('are issued once at shipping with the seller and lines as they were, never renumbered', async () => {
    await makeShopSettings(t);
    const order = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const res = await ship(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const number = (res.json().order as Order).invoiceNumber!;
    expect(number).toMatch(new RegExp(`^HT/${yy}/\\d{5}$`));
    const stored = await row(order.id);
    expect(stored.invoice_number).toBe(number);
    expect(JSON.parse(stored.invoice_seller!)).toMatchObject({
      legalName: 'Haat Textiles Private Limited',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    const [line] = await t.db.kysely
      .selectFrom('order_items')
      .select(['hsn', 'gst_rate', 'product_id'])
      .where('order_id', '=', order.id)
      .execute();
    expect(line).toMatchObject({ hsn: '6211', gst_rate: 5 });

    // Later edits of the settings and the product leave the issued invoice as it was.
    await makeShopSettings(t, { legal_name: 'Someone Else', invoice_prefix: 'ZZ' });
    await t.db.kysely
      .updateTable('products')
      .set({ hsn: '6109', gst_rate: 12 })
      .where('id', '=', line!.product_id)
      .execute();
    // Un-shipped by the badge and shipped again: the same number.
    expect((await badge(order.id)).statusCode).toBe(200);
    expect((await ship(order.id)).statusCode).toBe(200);
    const again = await row(order.id);
    expect(again.invoice_number).toBe(number);
    expect(JSON.parse(again.invoice_seller!).legalName).toBe('Haat Textiles Private Limited');
    const lineAgain = await t.db.kysely
      .selectFrom('order_items')
      .select(['hsn', 'gst_rate'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(lineAgain).toEqual({ hsn: '6211', gst_rate: 5 });
    await makeShopSettings(t);
  });

  it('the badge issues one too', async () => {
    const order = await makeOrder(t, { userId: customer.user.id, status: 'placed' });
    expect((await badge(order.id)).statusCode).toBe(200);
    expect((await row(order.id)).invoice_number).toMatch(/^HT\//);
  });

  it('16 parallel shipments get 16 distinct consecutive numbers', async () => {
    const orders = await Promise.all(
      Array.from({ length: 16 }, () =>
        makeOrder(t, { userId: customer.user.id, status: 'confirmed' }),
      ),
    );
    const before = await t.db.kysely
      .selectFrom('invoice_counters')
      .select('last_serial')
      .where('financial_year', '=', year)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(orders.map((order, n) => ship(order.id, `TRK${n}`)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const serials = answers
      .map((res) => serialOf((res.json().order as Order).invoiceNumber!))
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 16 }, (_, n) => before.last_serial + 1 + n));
  });

  it('refuse the move (409) when the year’s numbers are used up, changing nothing', async () => {
    await makeShopSettings(t, { invoice_prefix: 'HTAB' });
    await t.db.kysely
      .updateTable('invoice_counters')
      .set({ last_serial: 99_999 })
      .where('financial_year', '=', year)
      .execute();
    const order = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
    const res = await ship(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INVOICE_MESSAGES.usedUp('HTAB', `${year}-${yy.slice(3)}`));
    expect(await row(order.id)).toMatchObject({ status: 'confirmed', invoice_number: null });
    const counter = await t.db.kysely
      .selectFrom('invoice_counters')
      .select('last_serial')
      .where('financial_year', '=', year)
      .executeTakeFirstOrThrow();
    expect(counter.last_serial).toBe(99_999);
    // A shorter prefix leaves room for a sixth digit.
    await makeShopSettings(t, { invoice_prefix: 'HT' });
    const shipped = await ship(order.id);
    expect((shipped.json().order as Order).invoiceNumber).toBe(`HT/${yy}/100000`);
  });
});
