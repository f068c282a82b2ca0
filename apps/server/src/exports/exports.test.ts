import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPORT_COLUMNS } from '@haat/contracts';
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
  agent = await signInAs(t, 'Agent', { first_name: 'Ravi', last_name: 'Kumar' });
  customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
});
afterAll(() => t.close());

async function csv(url: string, query: Record<string, string> = {}, who: SignedIn = admin) {
  const res = await t.request({ method: 'GET', url, query, headers: { cookie: who.cookie } });
  return {
    res,
    rows: res.statusCode === 200 ? (parse(res.rawPayload, { bom: true }) as string[][]) : [],
  };
}

describe('the CSV exports', () => {
  it('exports the filtered orders with a header, guarding formula cells', async () => {
    const order = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      createdAt: '2026-06-01T06:00:00.000Z',
      lines: [{ name: '=HYPERLINK("http://evil")', pricePaise: 129_900, quantity: 2 }],
      address: {
        ...ORDER_ADDRESS,
        firstName: '+Asha',
        street: '@home',
        houseNo: '-4B',
        city: '\tPune',
        pincode: '560001',
      },
    });
    await makeOrder(t, { userId: customer.user.id, createdAt: '2026-06-02T06:00:00.000Z' });
    const { res, rows } = await csv('/api/exports/orders.csv', { pincode: '560001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rows[0]).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((name, at) => [name, rows[1]![at]]));
    expect(row).toMatchObject({
      orderNumber: order.order_number,
      status: 'placed',
      customerName: "'+Asha Verma",
      house: "'-4B",
      street: "'@home",
      city: "'\tPune",
      pincode: '560001',
      items: `'=HYPERLINK("http://evil") × 2`,
      total: '2598.00',
      commission: '259.80',
      agent: 'Ravi Kumar',
      // Issued at shipping: none yet for a placed order.
      invoiceNumber: '',
    });
  });

  it('exports every order of a day range, newest first', async () => {
    const made = [];
    for (let at = 0; at < 5; at += 1) {
      made.push(
        await makeOrder(t, {
          userId: customer.user.id,
          createdAt: `2025-01-0${at + 1}T06:00:00.000Z`,
        }),
      );
    }
    const { rows } = await csv('/api/exports/orders.csv', { from: '2025-01-01', to: '2025-01-31' });
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      made.map((order) => order.order_number).reverse(),
    );
  });

  it('exports order lines and the ledger', async () => {
    const order = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      createdAt: '2024-03-01T06:00:00.000Z',
      lines: [
        { name: 'Mug', pricePaise: 24_950, quantity: 2 },
        { name: 'Kurta', size: 'M' },
      ],
    });
    // The orders file's items cell: every line in line order, a size in brackets.
    const orders = await csv('/api/exports/orders.csv', { from: '2024-03-01', to: '2024-03-01' });
    expect(orders.rows.slice(1).map((row) => row[10])).toEqual(['Mug × 2; Kurta (M) × 1']);
    const lines = await csv('/api/exports/order-lines.csv', {
      from: '2024-03-01',
      to: '2024-03-01',
    });
    expect(lines.rows.slice(1).map((row) => [row[0], row[4], row[6], row[8]])).toEqual([
      [order.order_number, 'Mug', '2', '499.00'],
      [order.order_number, 'Kurta', '1', '500.00'],
    ]);
    const ledger = await csv('/api/exports/ledger.csv', { agentId: agent.user.id });
    expect(ledger.res.statusCode).toBe(200);
    expect(ledger.rows[0]).toEqual([
      'date',
      'agent',
      'kind',
      'orderNumber',
      'amount',
      'reference',
      'paidOn',
    ]);
    expect(ledger.rows.some((row) => row[3] === order.order_number && row[2] === 'accrued')).toBe(
      true,
    );
  });

  it('makes a manifest of shipped orders only', async () => {
    const shipped = await makeOrder(t, { userId: customer.user.id, status: 'shipped' });
    await t.db.kysely
      .updateTable('orders')
      .set({ courier: 'Delhivery', tracking_number: 'DLV9' })
      .where('id', '=', shipped.id)
      .execute();
    const placed = await makeOrder(t, { userId: customer.user.id });
    const ok = await csv('/api/exports/manifest.csv', { ids: shipped.id });
    expect(ok.rows).toEqual([
      [
        'orderNumber',
        'trackingNumber',
        'courier',
        'consignee',
        'phone',
        'address',
        'pincode',
        'codAmount',
        'weight',
      ],
      [
        shipped.order_number,
        'DLV9',
        'Delhivery',
        'Asha Verma',
        '9876501234',
        'Flat 4B, MG Road, Pune, Maharashtra',
        '411001',
        '500.00',
        '',
      ],
    ]);
    const refused = await csv('/api/exports/manifest.csv', { ids: `${shipped.id},${placed.id}` });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().message).toBe(
      `Only shipped orders go on a manifest: ${placed.order_number} is placed.`,
    );
    expect((await csv('/api/exports/manifest.csv', { ids: 'nope' })).res.statusCode).toBe(400);
    expect((await csv('/api/exports/manifest.csv', {})).res.statusCode).toBe(400);
  });

  it('is the Admin’s alone', async () => {
    expect((await csv('/api/exports/orders.csv', {}, agent)).res.statusCode).toBe(403);
    expect((await csv('/api/exports/ledger.csv', {}, agent)).res.statusCode).toBe(403);
  });
});
