import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemittanceReport } from '@haat/contracts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { csvUpload } from '../testing/multipart.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  customer = await signInAs(t, 'Customer');
});
afterAll(() => t.close());

function upload(csv: string, who: SignedIn = admin) {
  const body = csvUpload(csv);
  return t.request({
    method: 'POST',
    url: '/api/remittances',
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

async function shippedWith(tracking: string, pricePaise = 50_000) {
  const order = await makeOrder(t, {
    userId: customer.user.id,
    status: 'shipped',
    lines: [{ pricePaise }],
  });
  await t.db.kysely
    .updateTable('orders')
    .set({ courier: 'Delhivery', tracking_number: tracking })
    .where('id', '=', order.id)
    .execute();
  return order;
}

const order = (id: string) =>
  t.db.kysely
    .selectFrom('orders')
    .select(['status', 'cash_collected_paise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/remittances', () => {
  it('delivers matched orders, reports mismatches, unknowns and bad rows, and twice changes nothing', async () => {
    const a = await shippedWith('TRK-A');
    const b = await shippedWith('TRK-B', 75_000);
    const delivered = await makeOrder(t, { userId: customer.user.id, status: 'delivered' });
    const file = [
      'trackingNumber,amount,date,utr',
      'TRK-A,500,2026-11-20,UTR1',
      'TRK-B,700.50,2026-11-20,UTR1',
      'TRK-ZZZ,100,2026-11-20,UTR1',
      'TRK-C,abc,2026-11-31,',
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const report = res.json<RemittanceReport>();
    expect(report).toMatchObject({
      matched: 2,
      delivered: 2,
      mismatched: [
        {
          line: 3,
          trackingNumber: 'TRK-B',
          orderNumber: b.order_number,
          expected: 750,
          remitted: 700.5,
        },
      ],
      unknown: [
        { line: 4, trackingNumber: 'TRK-ZZZ', message: 'No order has this tracking number.' },
      ],
      errors: [
        {
          line: 5,
          message:
            'amount "abc" is not an amount of rupees with at most 2 decimals; date "2026-11-31" is not a day like 2026-11-23; utr must be 1 to 40 characters.',
        },
      ],
    });
    expect(report.notRemitted.map((row) => row._id)).toContain(delivered.id);
    expect(report.notRemitted.map((row) => row._id)).not.toContain(a.id);
    expect(await order(a.id)).toEqual({ status: 'delivered', cash_collected_paise: 50_000 });
    expect(await order(b.id)).toEqual({ status: 'delivered', cash_collected_paise: 70_050 });

    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('remittances')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const events = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('order_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [rowsBefore, eventsBefore] = [await count(), await events()];
    expect(rowsBefore).toBe(3);
    const again = (await upload(file)).json<RemittanceReport>();
    expect(again.delivered).toBe(0);
    expect(again.matched).toBe(2);
    expect(await count()).toBe(rowsBefore);
    expect(await events()).toBe(eventsBefore);
  });

  it('refuses a file without the columns, and answers 415 and 403', async () => {
    const res = await upload('tracking,amount\nX,1\n');
    expect(res.statusCode).toBe(200);
    expect(res.json<RemittanceReport>().errors).toEqual([
      { line: 1, message: 'The first line must name a "trackingNumber" column.' },
      { line: 1, message: 'The first line must name a "date" column.' },
      { line: 1, message: 'The first line must name a "utr" column.' },
    ]);
    const json = await t.request({
      method: 'POST',
      url: '/api/remittances',
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(415);
    const agent = await signInAs(t, 'Agent');
    expect((await upload('trackingNumber,amount,date,utr\n', agent)).statusCode).toBe(403);
  });
});
