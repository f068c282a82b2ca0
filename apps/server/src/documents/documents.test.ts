import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@haat/contracts';
import type { Order as OrderRow } from '../db/schema.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { ORDER_ADDRESS, makeOrder } from '../testing/order-factories.ts';
import { SHOP_GSTIN, makeShopSettings } from '../testing/settings-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * The documents, parsed back to text (docs/product.md, "Documents"). HAAT_PDF_OUT=<dir> keeps
 * the PDFs there, to look at them (pdftoppm -png).
 */

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
/** Within the shop's state (Maharashtra), 2 × ₹899 at 5 % and ₹1,299 at 12 %. */
let local: OrderRow;
/** Karnataka, a Devanagari name and address, ₹2,499.50 at 18 %. */
let away: OrderRow;
/** Not shipped yet. */
let waiting: OrderRow;

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});
const get = (url: string, who: SignedIn | null = admin) =>
  t.request({ method: 'GET', url, headers: as(who) });

async function textOf(pdf: Buffer, name: string): Promise<string> {
  if (process.env.HAAT_PDF_OUT) {
    mkdirSync(process.env.HAAT_PDF_OUT, { recursive: true });
    writeFileSync(`${process.env.HAAT_PDF_OUT}/${name}.pdf`, pdf);
  }
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function ship(order: OrderRow, trackingNumber: string) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/orders/${order.id}/status`,
    payload: { status: 'shipped', courier: 'Delhivery', trackingNumber },
    headers: as(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setTax(order: OrderRow, taxes: [string, number][]) {
  const lines = await t.db.kysely
    .selectFrom('order_items')
    .select('product_id')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  for (const [index, line] of lines.entries()) {
    const [hsn, rate] = taxes[index]!;
    await t.db.kysely
      .updateTable('products')
      .set({ hsn, gst_rate: rate })
      .where('id', '=', line.product_id)
      .execute();
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  agent = await signInAs(t, 'Agent');
  customer = await signInAs(t, 'Customer');
  stranger = await signInAs(t, 'Customer');
  await makeShopSettings(t, { return_address: 'Godown 3, Bhosari MIDC, Pune 411026' });
  local = await makeOrder(t, {
    userId: customer.user.id,
    status: 'confirmed',
    lines: [
      { name: "Men's Indigo Block-Print Cotton Kurta", pricePaise: 89_900, quantity: 2, size: 'M' },
      { name: 'Raw Silk Nehru Jacket', pricePaise: 129_900 },
    ],
  });
  await setTax(local, [
    ['6205', 5],
    ['6203', 12],
  ]);
  await ship(local, 'DL123456789IN');
  away = await makeOrder(t, {
    userId: customer.user.id,
    status: 'confirmed',
    lines: [{ name: 'Wireless Bluetooth Earbuds', pricePaise: 249_950 }],
  });
  await t.db.kysely
    .updateTable('orders')
    .set({
      shipping_address: JSON.stringify({
        ...ORDER_ADDRESS,
        firstName: 'अनन्या',
        lastName: 'शर्मा',
        houseNo: 'फ्लैट 12, श्री कृष्ण अपार्टमेंट',
        street: '4th Cross, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
      }),
    })
    .where('id', '=', away.id)
    .execute();
  await setTax(away, [['8518', 18]]);
  await ship(away, 'EK9876543210');
  waiting = await makeOrder(t, { userId: customer.user.id, status: 'confirmed' });
});
afterAll(() => t.close());

const numberOf = async (order: OrderRow) =>
  (
    await t.db.kysely
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
  ).invoice_number!;

describe('GST tax invoice', () => {
  it('within the shop’s state: CGST and SGST, totals, words, cash on delivery', async () => {
    const res = await get(`/api/documents/invoices?ids=${local.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await textOf(res.rawPayload, 'invoice-local');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(await numberOf(local));
    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toContain('Haat Textiles Private Limited');
    expect(text).toContain('Place of supply');
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('6205');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    // 2 × 899 at 5 %: taxable 1,712.38, tax 85.62 → CGST 42.81 + SGST 42.81.
    expect(text).toContain('1,712.38');
    expect(text).toContain('42.81');
    expect(text).toContain('3,097.00');
    expect(text).toContain('Rupees Three Thousand Ninety-Seven Only');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toMatch(/reverse charge: No/i);
    expect(text).toContain('Authorised signatory');
  });

  it('to another state: IGST, a round-off line, Devanagari names, several in one file', async () => {
    const res = await get(`/api/documents/invoices?ids=${away.id},${local.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload, 'invoices-two');
    expect(text).toContain(await numberOf(away));
    expect(text).toContain(await numberOf(local));
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).toContain('8518');
    // ₹2,499.50 rounds to 2,500.00: round off 0.50.
    expect(text).toContain('2,500.00');
    expect(text).toContain('0.50');
    expect(text).toContain('Rupees Two Thousand Five Hundred Only');
  });

  it('refuses what it cannot make: bad or unknown ids, an order without an invoice', async () => {
    const bad = await get('/api/documents/invoices?ids=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(DOCUMENT_MESSAGES.badId('nope'));
    expect((await get('/api/documents/invoices?ids=')).statusCode).toBe(400);
    const unknownId = '01900000-0000-7000-8000-000000000000';
    const unknown = await get(`/api/documents/invoices?ids=${local.id},${unknownId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DOCUMENT_MESSAGES.unknown([unknownId]));
    const none = await get(`/api/documents/invoices?ids=${waiting.id}`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(DOCUMENT_MESSAGES.noInvoice([waiting.order_number]));
  });
});

describe('GET /api/orders/{id}/invoice', () => {
  it('is the Admin’s and the customer’s once shipped; an Agent 403, anyone else 404', async () => {
    const own = await get(`/api/orders/${local.id}/invoice`, customer);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(await textOf(own.rawPayload, 'invoice-customer')).toContain(await numberOf(local));
    expect((await get(`/api/orders/${local.id}/invoice`, admin)).statusCode).toBe(200);
    expect((await get(`/api/orders/${local.id}/invoice`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/orders/${local.id}/invoice`, agent)).statusCode).toBe(403);
    expect((await get(`/api/orders/${local.id}/invoice`, null)).statusCode).toBe(401);
    const notYet = await get(`/api/orders/${waiting.id}/invoice`, customer);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(DOCUMENT_MESSAGES.invoiceNotYet);
  });

  it('the selection calls are the Admin’s only', async () => {
    for (const path of ['invoices', 'packing-slips', 'labels', 'manifest']) {
      const url = `/api/documents/${path}?ids=${local.id}`;
      expect((await get(url, customer)).statusCode).toBe(403);
      expect((await get(url, agent)).statusCode).toBe(403);
    }
  });
});

describe('packing slips, labels, manifest', () => {
  it('a packing slip lists the items without prices', async () => {
    const res = await get(`/api/documents/packing-slips?ids=${local.id},${waiting.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload, 'packing-slips');
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(local.order_number);
    expect(text).toContain(waiting.order_number);
    expect(text).toContain("Men's Indigo Block-Print Cotton Kurta");
    expect(text).not.toContain('899');
    expect(text).not.toContain('₹');
    expect(text).toContain('Questions? Call 9876543210. Thank you for shopping with Haat Textiles');
  });

  it('before the settings are saved: a slip without the phone line, labels and manifest 409', async () => {
    await t.db.kysely.deleteFrom('shop_settings').execute();
    try {
      const slip = await get(`/api/documents/packing-slips?ids=${local.id}`);
      expect(slip.statusCode, slip.body).toBe(200);
      const text = await textOf(slip.rawPayload, 'packing-slip-unsaved');
      expect(text).toContain('Thank you for shopping with Haat.');
      expect(text).not.toContain('Call');
      const labels = await get(`/api/documents/labels?ids=${local.id}`);
      expect(labels.statusCode).toBe(409);
      expect(labels.json().message).toBe(DOCUMENT_MESSAGES.settingsFirst('labels'));
      const manifest = await get(`/api/documents/manifest?ids=${local.id}`);
      expect(manifest.statusCode).toBe(409);
      expect(manifest.json().message).toBe(DOCUMENT_MESSAGES.settingsFirst('a manifest'));
    } finally {
      await makeShopSettings(t, { return_address: 'Godown 3, Bhosari MIDC, Pune 411026' });
    }
  });

  it('a label carries the COD amount, the order, the address and the tracking number', async () => {
    const res = await get(`/api/documents/labels?ids=${local.id},${away.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload, 'labels-4x6');
    expect(text).toContain('₹ 3,097.00');
    expect(text).toContain('₹ 2,499.50');
    expect(text).toContain(local.order_number);
    expect(text).toContain('DL123456789IN');
    expect(text).toContain('EK9876543210');
    expect(text).toContain('Phone: 9876501234');
    expect(text).toContain('Godown 3, Bhosari MIDC, Pune 411026');
    const pages = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const info = await pages.getInfo();
    await pages.destroy();
    expect(info.total).toBe(2);

    await makeShopSettings(t, { label_layout: 'a4-four' });
    const sheet = await get(`/api/documents/labels?ids=${local.id},${away.id}`);
    const sheetText = await textOf(sheet.rawPayload, 'labels-a4');
    expect(sheetText).toContain('DL123456789IN');
    await makeShopSettings(t, { return_address: 'Godown 3, Bhosari MIDC, Pune 411026' });

    const refused = await get(`/api/documents/labels?ids=${waiting.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.notShipped([waiting.order_number]));
  });

  it('a manifest lists the parcels with the cash each brings back', async () => {
    const res = await get(`/api/documents/manifest?ids=${local.id},${away.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload, 'manifest');
    expect(text).toContain('COURIER MANIFEST');
    expect(text).toContain('DL123456789IN');
    expect(text).toContain('560038');
    expect(text).toContain('5,596.50');
    expect((await get(`/api/documents/manifest?ids=${waiting.id}`)).statusCode).toBe(409);
  });
});
