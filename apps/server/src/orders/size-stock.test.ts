import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * Stock per size (docs/product.md, "Cart"; docs/decisions/151-stock-per-size-columns.md): a
 * size's stock is taken by the same single conditional UPDATE as a product's, given back to
 * that size once, and `inventory` stays the sum.
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
});
afterAll(() => t.close());

const shelf = (id: string) =>
  t.db.kysely
    .selectFrom('products')
    .select(['inventory', 'availability', 'stock_s', 'stock_m', 'stock_l'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

function add(as: SignedIn, productId: string, size: string, quantity = 1) {
  return t.request({
    method: 'POST',
    url: '/api/add-to-cart',
    payload: { productId, quantity, size },
    headers: { cookie: as.cookie },
  });
}

async function buyer() {
  const as = await signInAs(t, 'Customer');
  const address = await makeAddress(t.db, as.user.id);
  return { as, address };
}

function order(as: SignedIn, shippingAddress: string, totalAmount: number) {
  return t.request({
    method: 'POST',
    url: '/api/place-order',
    payload: { orderDetails: { shippingAddress, totalAmount, shippingMethod: 'Cash on delivery' } },
    headers: { cookie: as.cookie },
  });
}

function move(who: SignedIn, id: string, payload: object) {
  return t.request({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    payload,
    headers: { cookie: who.cookie },
  });
}

describe('stock per size', () => {
  it('shows sizeStock in the product answer, null without sizes, and inventory as the sum', async () => {
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M', 'L']),
      inventory: 7,
      stock_s: 0,
      stock_m: 2,
      stock_l: 5,
    });
    const plain = await makeProduct(t, { inventory: 4 });
    const page = (await t.request({ method: 'GET', url: `/api/products/${shirt.id}` })).json();
    expect(page).toMatchObject({ size: ['S', 'M', 'L'], inventory: 7 });
    expect(page.sizeStock).toEqual({ S: 0, M: 2, L: 5 });
    const other = (await t.request({ method: 'GET', url: `/api/products/${plain.id}` })).json();
    expect(other).toMatchObject({ inventory: 4, sizeStock: null, sku: `HAAT-${plain.id}` });
  });

  it('refuses a sold-out size with 409 and bounds the quantity by the size', async () => {
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M']),
      inventory: 2,
      stock_s: 0,
      stock_m: 2,
    });
    const { as } = await buyer();
    const soldOut = await add(as, shirt.id, 'S');
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(`Size S of ${shirt.name} is sold out.`);
    const tooMany = await add(as, shirt.id, 'M', 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 2 of ${shirt.name} in size M left in stock.`);
    expect((await add(as, shirt.id, 'M', 2)).statusCode).toBe(200);
    const lines = (
      await t.request({
        method: 'GET',
        url: `/api/cart/${as.user.id}`,
        headers: { cookie: as.cookie },
      })
    ).json();
    expect(lines).toMatchObject([{ size: 'M', quantity: 2, stock: 2 }]);
  });

  it('64 buyers racing for the last 3 of size M while L has plenty: no size is oversold', async () => {
    const kurta = await makeProduct(t, {
      sizes: JSON.stringify(['M', 'L']),
      inventory: 103,
      stock_m: 3,
      stock_l: 100,
      price_paise: 99_900,
    });
    const buyers = await Promise.all(Array.from({ length: 64 }, () => buyer()));
    // Even buyers want the last M, odd ones an L.
    const sizeOf = (index: number) => (index % 2 === 0 ? 'M' : 'L');
    for (const [index, each] of buyers.entries()) {
      expect((await add(each.as, kurta.id, sizeOf(index))).statusCode).toBe(200);
    }
    const answers = await Promise.all(buyers.map((each) => order(each.as, each.address.id, 999)));
    const placed = (size: string) =>
      answers.filter((res, index) => sizeOf(index) === size && res.statusCode === 201).length;
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(placed('M')).toBe(3);
    expect(placed('L')).toBe(32);
    expect(refused).toHaveLength(29);
    expect(refused[0]!.json().message).toContain('(size M): no longer available');
    expect(await shelf(kurta.id)).toMatchObject({
      stock_m: 0,
      stock_l: 68,
      inventory: 68,
      availability: 'In stock',
    });
    const units = await t.db.kysely
      .selectFrom('order_items')
      .select(['size', (eb) => eb.fn.sum<number>('quantity').as('units')])
      .where('product_id', '=', kurta.id)
      .groupBy('size')
      .orderBy('size')
      .execute();
    expect(units.map((row) => [row.size, Number(row.units)])).toEqual([
      ['L', 32],
      ['M', 3],
    ]);
  });

  it('cancel and return give the stock back to the ordered size, exactly once', async () => {
    const customer = await signInAs(t, 'Customer');
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M', 'L']),
      inventory: 1,
      stock_s: 1,
      stock_m: 0,
      stock_l: 0,
    });
    const placed = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [shirt.id, shirt.id],
      lines: [
        { size: 'M', quantity: 2 },
        { size: 'L', quantity: 1 },
      ],
    });
    expect((await move(customer, placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await move(customer, placed.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await shelf(shirt.id)).toMatchObject({
      stock_s: 1,
      stock_m: 2,
      stock_l: 1,
      inventory: 4,
    });

    const shipped = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [shirt.id],
      lines: [{ size: 'L', quantity: 3 }],
      status: 'shipped',
    });
    const returned = { status: 'returned', note: 'Refused at the door' };
    expect((await move(admin, shipped.id, returned)).statusCode).toBe(200);
    expect((await move(admin, shipped.id, returned)).statusCode).toBe(409);
    expect(await shelf(shirt.id)).toMatchObject({
      stock_s: 1,
      stock_m: 2,
      stock_l: 4,
      inventory: 7,
    });
  });

  it('gives nothing back to a size the product no longer offers, so inventory stays the sum', async () => {
    const customer = await signInAs(t, 'Customer');
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S']),
      inventory: 5,
      stock_s: 5,
    });
    const placed = await makeOrder(t, {
      userId: customer.user.id,
      productIds: [shirt.id],
      lines: [{ size: 'M', quantity: 2 }],
    });
    expect((await move(customer, placed.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await shelf(shirt.id)).toMatchObject({ stock_s: 5, stock_m: null, inventory: 5 });
  });
});

describe('sizeStock in the admin product bodies', () => {
  let images: string[];
  let body: Record<string, unknown>;
  beforeAll(async () => {
    const product = await makeProduct(t, {});
    images = product.images.map((id) => `/images/${id}.webp`);
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('name')
      .where('id', '=', product.category_id)
      .executeTakeFirstOrThrow();
    body = {
      productName: 'Cotton Kurta',
      description: 'Soft.',
      category: category.name,
      price: 899,
      images,
      agentCommission: 10,
      size: ['M', 'L'],
      sizeStock: { M: 2, L: 0 },
      availability: 'In stock',
    };
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.request({ method, url, payload, headers: { cookie: admin.cookie } });

  it('stores the stock of each size, inventory their sum, and answers it', async () => {
    const res = await send('POST', '/api/add-product', { ...body, sku: 'KURTA-1' });
    expect(res.statusCode, res.body).toBe(201);
    const product: Product = res.json().data;
    expect(product).toMatchObject({ inventory: 2, sizeStock: { M: 2, L: 0 }, sku: 'KURTA-1' });

    const updated = await send('PUT', `/api/update-product/${product._id}`, {
      ...body,
      size: ['S', 'L'],
      sizeStock: { S: 4, L: 1 },
      inventory: 5,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      size: ['S', 'L'],
      inventory: 5,
      sizeStock: { S: 4, L: 1 },
      sku: 'KURTA-1',
    });
    expect(await shelf(product._id)).toMatchObject({ stock_s: 4, stock_m: null, stock_l: 1 });
  });

  it('refuses keys other than the sizes, a wrong sum, negative or fractional counts, and a taken SKU', async () => {
    const cases: [object, string][] = [
      [{ sizeStock: { M: 2 } }, 'Stock is needed for each chosen size and only for those (M, L)'],
      [
        { sizeStock: { M: 2, L: 0, XL: 1 } },
        'Stock is needed for each chosen size and only for those (M, L)',
      ],
      [{ inventory: 3 }, "Inventory must be the sum of the sizes' stock (2)"],
      [{ sizeStock: { M: -1, L: 3 } }, 'Stock cannot be negative'],
      [{ sizeStock: { M: 1.5, L: 3 } }, 'Stock must be a whole number'],
      [{ sizeStock: { M: 0, L: 0 } }, 'Inventory must be at least 1'],
      [
        { size: [], sizeStock: { M: 1 }, inventory: 1 },
        'A product without sizes has no stock per size',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await send('POST', '/api/add-product', { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toContain(message);
    }
    expect((await send('POST', '/api/add-product', { ...body, sku: 'TAKEN-1' })).statusCode).toBe(
      201,
    );
    const taken = await send('POST', '/api/add-product', { ...body, sku: 'TAKEN-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ sku: 'SKU TAKEN-1 is already used by another product.' });
  });
});

describe('GET /api/admin/low-stock-products', () => {
  it('lists products with a size or a total under the threshold, lowest first', async () => {
    const soldOutSize = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M']),
      inventory: 40,
      stock_s: 0,
      stock_m: 40,
    });
    const fewLeft = await makeProduct(t, { inventory: 3 });
    const plenty = await makeProduct(t, {
      sizes: JSON.stringify(['L']),
      inventory: 9,
      stock_l: 9,
    });
    const list = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/low-stock-products${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { _id: string; lowest: number }[]).map((each) => each._id);
    };
    const low = await list('');
    expect(low.indexOf(soldOutSize.id)).toBeLessThan(low.indexOf(fewLeft.id));
    expect(low).not.toContain(plenty.id);
    expect(await list('?threshold=10')).toContain(plenty.id);
    const customer = await signInAs(t, 'Customer');
    const refused = await t.request({
      method: 'GET',
      url: '/api/admin/low-stock-products',
      headers: { cookie: customer.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
