import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { csvUpload } from '../testing/multipart.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  await t.db.kysely
    .insertInto('pincodes')
    .values([
      { pincode: '411001', city: 'Pune', state: 'Maharashtra' },
      { pincode: '500001', city: 'Hyderabad', state: 'Telangana' },
      { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
    ])
    .onConflict((oc) => oc.column('pincode').doNothing())
    .execute();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.kysely.deleteFrom('cod_pincodes').execute();
});

function importList(csv: string, as: SignedIn = admin) {
  const upload = csvUpload(csv);
  return t.request({
    method: 'POST',
    url: '/api/cod-pincodes',
    payload: upload.payload,
    headers: { ...upload.headers, cookie: as.cookie },
  });
}

function block(pincode: string, blocked: boolean) {
  return t.request({
    method: 'PUT',
    url: `/api/cod-pincodes/${pincode}`,
    payload: { blocked },
    headers: { cookie: admin.cookie },
  });
}

const cod = async (pincode: string) =>
  (await t.request({ method: 'GET', url: `/api/pincode/${pincode}` })).json().cod as boolean;

const summary = async () =>
  (
    await t.request({ method: 'GET', url: '/api/cod-pincodes', headers: { cookie: admin.cookie } })
  ).json();

describe('the COD pincode list', () => {
  it('serves every pincode while no list was imported', async () => {
    expect(await cod('411001')).toBe(true);
    expect(await cod('500001')).toBe(true);
    expect(await summary()).toMatchObject({ listed: 0, blocked: [] });
  });

  it('serves only the listed pincodes once a list is imported, and replaces it on the next', async () => {
    const first = await importList('pincode\n411001\n560001\n411001\n');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 2, errors: [] });
    expect(await cod('411001')).toBe(true);
    expect(await cod('500001')).toBe(false);

    const second = await importList('city,Pincode\nHyderabad,500001\n');
    expect(second.json()).toEqual({ count: 1, errors: [] });
    expect(await cod('411001')).toBe(false);
    expect(await cod('500001')).toBe(true);
    expect(await summary()).toMatchObject({ listed: 1 });
  });

  it('reports bad rows by line (header = 1) and keeps the previous list', async () => {
    await importList('pincode\n411001\n');
    const res = await importList('pincode\n500001\n5000\n\n56000A\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 0,
      errors: [
        { line: 3, message: '"5000" is not a 6-digit pincode.' },
        { line: 5, message: '"56000A" is not a 6-digit pincode.' },
      ],
    });
    expect(await cod('411001')).toBe(true);
    expect(await cod('500001')).toBe(false);
  });

  it('refuses a file without a pincode column, an empty file and a broken one', async () => {
    expect((await importList('pin\n411001\n')).json()).toEqual({
      count: 0,
      errors: [{ line: 1, message: 'The first line must name a "pincode" column.' }],
    });
    expect((await importList('')).json().errors[0].line).toBe(1);
    const broken = await importList('pincode\n"411001\n');
    expect(broken.statusCode).toBe(200);
    expect(broken.json().count).toBe(0);
    expect(broken.json().errors).toHaveLength(1);
  });

  it('blocks by hand, also with no list, and unblocks', async () => {
    const res = await block('500001', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pincode: '500001', listed: false, blocked: true, cod: false });
    expect(await cod('500001')).toBe(false);
    // No list yet: every other pincode is still served.
    expect(await cod('411001')).toBe(true);
    expect(await summary()).toMatchObject({ listed: 0, blocked: ['500001'] });

    // A block survives an import that lists the pincode.
    await importList('pincode\n500001\n411001\n');
    expect(await cod('500001')).toBe(false);
    expect((await block('500001', false)).json()).toEqual({
      pincode: '500001',
      listed: true,
      blocked: false,
      cod: true,
    });
    expect(await cod('500001')).toBe(true);
  });

  it('answers 400 for a pincode that is not 6 digits and for a body without blocked', async () => {
    expect((await block('5000', true)).statusCode).toBe(400);
    const res = await t.request({
      method: 'PUT',
      url: '/api/cod-pincodes/500001',
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is the Admin’s alone', async () => {
    const agent = await signInAs(t, 'Agent');
    expect((await importList('pincode\n411001\n', agent)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/cod-pincodes', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('answers 415 for a body that is not multipart and 400 for another field', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/cod-pincodes',
      payload: { pincode: '411001' },
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(415);
    const upload = csvUpload('pincode\n411001\n', 'list');
    const wrong = await t.request({
      method: 'POST',
      url: '/api/cod-pincodes',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('placing an order where cash on delivery does not go', () => {
  async function tryToOrder(pincode: string, headers: Record<string, string | undefined> = {}) {
    const as = await signInAs(t, 'Customer');
    const address = await makeAddress(t.db, as.user.id, { pincode });
    const product = await makeProduct(t, { price_paise: 10_000, inventory: 3 });
    await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id, quantity: 1, size: '' },
      headers: { cookie: as.cookie },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: {
        orderDetails: {
          shippingAddress: address.id,
          totalAmount: 100,
          shippingMethod: 'Cash on delivery',
        },
      },
      headers: { ...headers, cookie: [as.cookie, headers.cookie].filter(Boolean).join('; ') },
    });
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', as.user.id)
      .execute();
    const left = await t.db.kysely
      .selectFrom('products')
      .select('inventory')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    return { res, orders: orders.length, inventory: Number(left.inventory) };
  }

  it('refuses an address off the list with 422 and stores nothing', async () => {
    await importList('pincode\n411001\n');
    const { res, orders, inventory } = await tryToOrder('500001');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cash on delivery is not available for 500001 yet');
    expect(orders).toBe(0);
    expect(inventory).toBe(3);
  });

  it('says so in Hindi to a reader in Hindi, by the lang cookie or by Accept-Language', async () => {
    await importList('pincode\n411001\n');
    const hindi = 'कैश ऑन डिलीवरी अभी 500001 के लिए उपलब्ध नहीं है';
    for (const headers of [
      { cookie: 'lang=hi' },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    ]) {
      const { res } = await tryToOrder('500001', headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: hindi, fields: { shippingAddress: hindi } });
    }
    // The cookie wins over the browser's languages.
    const english = await tryToOrder('500001', { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(english.res.json().message).toBe('Cash on delivery is not available for 500001 yet');
  });

  it('refuses a blocked pincode with no list, and places orders elsewhere', async () => {
    await block('560001', true);
    expect((await tryToOrder('560001')).res.statusCode).toBe(422);
    const served = await tryToOrder('500001');
    expect(served.res.statusCode).toBe(201);
    expect(served.orders).toBe(1);
  });
});
