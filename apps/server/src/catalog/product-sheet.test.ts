import sharp from 'sharp';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@haat/contracts';
import type { ImportResult, Product, ProductList } from '@haat/contracts';
import { makeCategory, makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * The catalogue spreadsheet (docs/product.md, "Admin: catalogue file";
 * docs/decisions/155-catalogue-csv.md).
 */

let t: TestApp;
let admin: SignedIn;
let category: string;
let imageId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  category = (await makeCategory(t, { name: 'Kurtas' })).name;
  imageId = await makeImage(t);
});
afterAll(() => t.close());

/** A multipart/form-data body with the CSV under `file` and a ZIP under `images`. */
function multipart(csv: string | Buffer, zip?: Buffer) {
  const boundary = `----haat${Math.random().toString(16).slice(2)}`;
  const part = (field: string, name: string, type: string, data: Buffer) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ];
  const chunks = [
    ...part('file', 'products.csv', 'text/csv', Buffer.from(csv)),
    ...(zip ? part('images', 'images.zip', 'application/zip', zip) : []),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
  };
}

async function importCsv(csv: string | Buffer, dryRun: boolean, zip?: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: `/api/imports/products?dryRun=${dryRun}`,
    ...multipart(csv, zip),
  });
  return { status: res.statusCode, body: res.json() as ImportResult };
}

async function exportCsv(): Promise<Buffer> {
  const res = await t.request({
    method: 'GET',
    url: '/api/exports/products.csv',
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.rawPayload;
}

/** A CSV of the export's columns from rows given by column. */
function csvOf(rows: Record<string, string>[], eol = '\n'): string {
  const quote = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(PRODUCT_CSV_COLUMNS.map((c) => quote(row[c] ?? '')).join(','));
  return lines.join(eol) + eol;
}

const row = (overrides: Record<string, string> = {}) => ({
  sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
  productName: 'Cotton Kurta',
  description: 'Soft cotton.',
  category,
  price: '899',
  agentCommission: '10',
  availability: 'In stock',
  images: imageId,
  size: 'M|L',
  stock_M: '3',
  stock_L: '0',
  ...overrides,
});

const bySku = (sku: string) =>
  t.db.kysely.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();

async function listIds(): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: '/api/all-products?limit=100' });
  return (res.json() as ProductList).result.map((card) => card._id);
}

describe('GET /api/exports/products.csv', () => {
  it('is the Admin’s only', async () => {
    const customer = await signInAs(t, 'Customer');
    const res = await t.request({
      method: 'GET',
      url: '/api/exports/products.csv',
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('writes every product with its sizes, and no cell a spreadsheet would run as a formula', async () => {
    const shirt = await makeProduct(t, {
      name: '=HYPERLINK("http://evil.example","click")',
      description: '-2+3',
      details: '@SUM(A1)',
      sizes: JSON.stringify(['S', 'M']),
      inventory: 5,
      stock_s: 2,
      stock_m: 3,
      price_paise: 129_950,
      images: [imageId],
    });
    const file = await exportCsv();
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).split('\n');
    expect(lines[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const line = lines.find((each) => each.startsWith(`HAAT-${shirt.id},`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain(",'-2+3,'@SUM(A1),");
    expect(line).toContain(`,1299.5,10,,6211,5,In stock,false,${imageId},S|M,,,2,3,,,`);
    for (const cell of lines.slice(1).flatMap((each) => each.split(','))) {
      expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
    }
  });

  it('imports back with nothing changed', async () => {
    await makeProduct(t, { description: '=1+1', sizes: JSON.stringify(['XS']), inventory: 4 });
    const before = await t.db.kysely.selectFrom('products').selectAll().orderBy('id').execute();
    const { status, body } = await importCsv(await exportCsv(), false);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 0, updated: 0, unchanged: before.length, errors: [] });
    const after = await t.db.kysely.selectFrom('products').selectAll().orderBy('id').execute();
    expect(after).toEqual(before);
  });
});

describe('POST /api/imports/products', () => {
  it('checks on a dry run and changes nothing; applying creates, updates and announces', async () => {
    const existing = await makeProduct(t, { images: [imageId] });
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const zip = Buffer.from(zipSync({ 'photos/kurta.jpg': new Uint8Array(jpeg) }));
    const created = row({ sku: 'KURTA-NEW', images: `kurta.jpg|${imageId}` });
    const changed = row({
      sku: `HAAT-${existing.id}`,
      productName: existing.name,
      description: existing.description,
      price: '650',
      size: '',
      inventory: '7',
      stock_M: '',
      stock_L: '',
    });
    const csv = csvOf([created, changed]);
    expect(await listIds()).not.toContain(existing.id + 'x'); // fills the listing's cache

    const dry = await importCsv(csv, true, zip);
    expect(dry).toEqual({
      status: 200,
      body: { created: 1, updated: 1, unchanged: 0, errors: [] },
    });
    expect(await bySku('KURTA-NEW')).toBeUndefined();
    expect((await bySku(`HAAT-${existing.id}`))!.price_paise).toBe(50_000);

    const applied = await importCsv(csv, false, zip);
    expect(applied).toEqual({
      status: 200,
      body: { created: 1, updated: 1, unchanged: 0, errors: [] },
    });
    const kurta = (await bySku('KURTA-NEW'))!;
    expect(kurta).toMatchObject({ inventory: 3, stock_m: 3, stock_l: 0, stock_xs: null });
    expect(await bySku(`HAAT-${existing.id}`)).toMatchObject({ price_paise: 65_000, inventory: 7 });
    expect(await listIds()).toContain(kurta.id);
    const page = await t.request({ method: 'GET', url: `/api/products/${kurta.id}` });
    const product = page.json() as Product;
    expect(product.images).toHaveLength(2);
    expect(product.images[1]).toBe(`/images/${imageId}.webp`);
    const picture = await t.request({ method: 'GET', url: product.images[0]! });
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('webp');
  });

  it('takes hsn and gstRate: kept when empty, given on create, refused by line when wrong', async () => {
    const csv = csvOf([
      row({ sku: 'GST-1', hsn: '62114290', gstRate: '12' }),
      row({ sku: 'GST-2' }),
      row({ sku: 'GST-3', hsn: '62A1', gstRate: '7' }),
    ]);
    const dry = await importCsv(csv, true);
    expect(dry.body.errors).toEqual([
      { line: 4, column: 'hsn', message: 'HSN code is 4 to 8 digits' },
      { line: 4, column: 'gstRate', message: 'GST rate is one of 0, 5, 12, 18, 28 %' },
    ]);
    const applied = await importCsv(
      csvOf([row({ sku: 'GST-1', hsn: '62114290', gstRate: '12' }), row({ sku: 'GST-2' })]),
      false,
    );
    expect(applied.body).toMatchObject({ created: 2, errors: [] });
    expect(await bySku('GST-1')).toMatchObject({ hsn: '62114290', gst_rate: 12 });
    expect(await bySku('GST-2')).toMatchObject({ gst_rate: 5 });
    // An update with the cells empty keeps them; the export writes them.
    const again = await importCsv(csvOf([row({ sku: 'GST-1', price: '999' })]), false);
    expect(again.body).toMatchObject({ updated: 1, errors: [] });
    expect(await bySku('GST-1')).toMatchObject({ hsn: '62114290', gst_rate: 12 });
    const exported = (await exportCsv()).toString('utf8');
    expect(exported.split('\n')[0]).toContain('hsn,gstRate');
    expect(exported).toMatch(/GST-1,.*,62114290,12,/);
  });

  it('applies more rows than one statement carries (decision 157), each with its images', async () => {
    const rows = Array.from({ length: 1500 }, (_, n) => row({ sku: `BULK-${n}` }));
    expect(await importCsv(csvOf(rows), false)).toEqual({
      status: 200,
      body: { created: 1500, updated: 0, unchanged: 0, errors: [] },
    });
    const stored = await t.db.kysely
      .selectFrom('products')
      .innerJoin('product_images', 'product_images.product_id', 'products.id')
      .select(['products.sku', 'product_images.image_id', 'product_images.position'])
      .where('products.sku', 'like', 'BULK-%')
      .execute();
    expect(stored).toHaveLength(1500);
    expect(new Set(stored.map((each) => each.sku)).size).toBe(1500);
    expect(stored.every((each) => each.image_id === imageId && each.position === 0)).toBe(true);
  });

  it('names every wrong row by line and column, and with dryRun=false applies nothing (422)', async () => {
    const good = row({ sku: 'GOOD-1' });
    const csv = csvOf([
      good,
      row({ sku: 'BAD-1', price: 'abc', category: 'Nope' }),
      row({ sku: 'BAD-2', stock_M: '', stock_XL: '2' }),
      row({ sku: 'GOOD-1', images: 'missing.jpg' }),
      row({ sku: 'BAD-3', images: '' }),
    ]);
    const dry = await importCsv(csv, true);
    const errors = [
      { line: 3, column: 'category', message: 'No category is named "Nope".' },
      { line: 3, column: 'price', message: 'Must be a number' },
      {
        line: 4,
        column: 'size',
        message: 'Stock is needed for each chosen size and only for those (M, L)',
      },
      { line: 5, column: 'sku', message: 'SKU GOOD-1 is on line 2 too.' },
      {
        line: 5,
        column: 'images',
        message: 'No image "missing.jpg" is in the shop or in the ZIP.',
      },
      { line: 6, column: 'images', message: 'Add at least one image' },
    ];
    expect(dry.status).toBe(200);
    expect(dry.body.created).toBe(1);
    expect(dry.body.errors).toEqual(errors);
    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(422);
    expect(applied.body).toEqual(dry.body);
    expect(await bySku('GOOD-1')).toBeUndefined();
  });

  it('reads what spreadsheets save: a byte-order mark, CRLF line ends, quoted cells', async () => {
    const csv = csvOf(
      [
        row({
          sku: 'EXCEL-1',
          productName: 'Kurta, long',
          description: 'Line one\r\nLine "two"',
          disabled: 'FALSE',
        }),
      ],
      '\r\n',
    );
    const { status, body } = await importCsv(Buffer.from(`\uFEFF${csv}`, 'utf8'), false);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
    expect(await bySku('EXCEL-1')).toMatchObject({
      name: 'Kurta, long',
      description: 'Line one\nLine "two"',
    });
  });

  it('refuses a file that is not CSV of the columns, by line 1', async () => {
    const { status, body } = await importCsv('name,price\nKurta,5\n', false);
    expect(status).toBe(422);
    expect(body.errors).toContainEqual({
      line: 1,
      column: 'name',
      message: 'Unknown column "name" (column 1).',
    });
    expect(body.errors).toContainEqual({
      line: 1,
      column: 'sku',
      message: 'The column sku is missing.',
    });
    const noFile = await t.request({
      method: 'POST',
      url: '/api/imports/products',
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(noFile.statusCode).toBe(415);
  });
});
