import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductBody, ProductList } from '@haat/contracts';
import { makeCategory, makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

describe('admin product writes', () => {
  let t: TestApp;
  let admin: string;
  let images: string[];
  const address = (id: string) => `/images/${id}.webp`;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t, 'Admin')).cookie;
    await makeCategory(t, { name: 'Sarees' });
    await makeCategory(t, { name: 'Kurtis' });
    images = [await makeImage(t), await makeImage(t), await makeImage(t)];
  });
  afterAll(() => t.close());

  let body: ProductBody;
  beforeEach(() => {
    body = {
      productName: '  Banarasi Silk Saree  ',
      description: 'Woven in Varanasi.',
      details: 'Length: 6.3 m',
      category: 'Sarees',
      price: 2499.5,
      images: [address(images[1]!), address(images[0]!)],
      agentCommission: 7.5,
      displayDiscount: 15,
      size: ['XL', 'S'],
      inventory: 12,
      availability: 'In stock',
    };
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie = admin) =>
    t.request({ method, url, payload: payload as object, headers: { cookie } });

  async function list(query = ''): Promise<string[]> {
    const res = await t.request({ method: 'GET', url: `/api/all-products?limit=100&${query}` });
    return (res.json() as ProductList).result.map((card) => card._id);
  }

  describe('POST /add-product', () => {
    it('adds the product: 201 with it under data, money kept exactly', async () => {
      const res = await send('POST', '/api/add-product', body);
      expect(res.statusCode, res.body).toBe(201);
      const { data } = res.json();
      expect(data).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productName: 'Banarasi Silk Saree',
        description: 'Woven in Varanasi.',
        details: 'Length: 6.3 m',
        category: 'Sarees',
        categoryId: expect.any(String),
        price: 2499.5,
        images: [address(images[1]!), address(images[0]!)],
        agentCommission: 7.5,
        displayDiscount: 15,
        size: ['S', 'XL'],
        inventory: 12,
        // No stock per size in the body: all of it in the first size.
        sizeStock: { S: 12, XL: 0 },
        sku: `HAAT-${data._id}`,
        // Left out: garments' HSN (no pattern matches 'Sarees') and 5 %.
        hsn: '6211',
        gstRate: 5,
        availability: 'In stock',
        disabled: false,
      });
      const row = await t.db.kysely
        .selectFrom('products')
        .selectAll()
        .where('id', '=', data._id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ price_paise: 249_950, agent_commission_bp: 750, disabled: 0 });
      expect(await list()).toContain(data._id);
      const page = await t.request({
        method: 'GET',
        url: `/api/products/${data._id}`,
        headers: { cookie: admin },
      });
      expect(page.json()).toEqual(data);
    });

    it('takes the category name in any case, and optional fields absent', async () => {
      const { details: _details, displayDiscount: _discount, size: _size, ...rest } = body;
      const res = await send('POST', '/api/add-product', { ...rest, category: 'KURTIS' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        category: 'Kurtis',
        details: '',
        displayDiscount: null,
        size: [],
      });
    });

    it('needs at least 1 in stock', async () => {
      const res = await send('POST', '/api/add-product', { ...body, inventory: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ inventory: 'Inventory must be at least 1' });
    });

    it('refuses bad fields with 400 and a message per field', async () => {
      const cases: [Partial<Record<keyof ProductBody, unknown>>, string, string][] = [
        [{ productName: '   ' }, 'productName', 'Product name is required'],
        [{ productName: undefined }, 'productName', 'Product name is required'],
        [{ description: '' }, 'description', 'Description is required'],
        [{ category: '' }, 'category', 'Category is required'],
        [{ price: 0 }, 'price', 'Price must be more than 0'],
        [{ price: -10 }, 'price', 'Price must be more than 0'],
        [{ price: 10.005 }, 'price', 'At most two decimals (paise)'],
        [{ price: '100' }, 'price', 'Must be a number'],
        [{ agentCommission: 101 }, 'agentCommission', 'Agent commission must be between 0 and 100'],
        [{ agentCommission: -1 }, 'agentCommission', 'Agent commission must be between 0 and 100'],
        [{ displayDiscount: 12.5 }, 'displayDiscount', 'Display discount must be a whole number'],
        [{ displayDiscount: 101 }, 'displayDiscount', 'Display discount must be between 0 and 100'],
        [{ size: ['XXXL'] }, 'size.0', 'Sizes must be from XS, S, M, L, XL, XXL'],
        [{ size: ['M', 'M'] }, 'size', 'Each size once'],
        [{ images: [] }, 'images', 'Add at least one image'],
        [{ images: Array(11).fill(address(images[0]!)) }, 'images', 'At most 10 images'],
        [{ images: ['https://example.com/a.jpg'] }, 'images.0', 'Not an image address'],
        [{ inventory: 1.5 }, 'inventory', 'Inventory must be a whole number'],
        [{ inventory: -1 }, 'inventory', 'Inventory cannot be negative'],
        [{ availability: 'Maybe' }, 'availability', "Availability is 'In stock' or 'Out of stock'"],
      ];
      for (const [change, field, message] of cases) {
        const res = await send('POST', '/api/add-product', { ...body, ...change });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().fields?.[field], JSON.stringify(change)).toBe(message);
      }
    });

    it('refuses an unknown category or an image that was never uploaded', async () => {
      const unknownCategory = await send('POST', '/api/add-product', { ...body, category: 'Toys' });
      expect(unknownCategory.statusCode).toBe(400);
      expect(unknownCategory.json().fields).toEqual({ category: 'No category is named "Toys".' });

      const never = address('f'.repeat(32));
      const unknownImage = await send('POST', '/api/add-product', {
        ...body,
        images: [address(images[0]!), never],
      });
      expect(unknownImage.statusCode).toBe(400);
      expect(unknownImage.json().fields).toEqual({
        images: 'Some images were not found. Please upload them again.',
      });
    });
  });

  describe('HSN and GST rate', () => {
    it('keeps the given ones, keeps them when an update leaves them out, refuses bad ones', async () => {
      const res = await send('POST', '/api/add-product', { ...body, hsn: '5407', gstRate: 12 });
      expect(res.statusCode, res.body).toBe(201);
      const { _id, hsn, gstRate } = res.json().data;
      expect({ hsn, gstRate }).toEqual({ hsn: '5407', gstRate: 12 });
      const kept = await send('PUT', `/api/update-product/${_id}`, { ...body, price: 999 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data).toMatchObject({ hsn: '5407', gstRate: 12 });
      const changed = await send('PUT', `/api/update-product/${_id}`, {
        ...body,
        hsn: '62114290',
        gstRate: 5,
      });
      expect(changed.json().data).toMatchObject({ hsn: '62114290', gstRate: 5 });
      const got = await t.request({ method: 'GET', url: `/api/products/${_id}` });
      expect(got.json()).toMatchObject({ hsn: '62114290', gstRate: 5 });

      for (const [field, value] of [
        ['hsn', '621'],
        ['hsn', '6211A'],
        ['gstRate', 7],
      ] as const) {
        const bad = await send('POST', '/api/add-product', { ...body, [field]: value });
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.json().fields[field]).toMatch(field === 'hsn' ? /HSN/ : /GST rate/);
      }
    });

    it('gives a new product an HSN typical of its category', async () => {
      await makeCategory(t, { name: 'Footwear' });
      const res = await send('POST', '/api/add-product', { ...body, category: 'Footwear' });
      expect(res.json().data).toMatchObject({ hsn: '6404', gstRate: 5 });
    });
  });

  describe('PUT /update-product/{id}', () => {
    it('replaces every field and the images', async () => {
      const product = await makeProduct(t, { name: 'Old name', images: [images[0]!] });
      const res = await send('PUT', `/api/update-product/${product.id}`, {
        ...body,
        category: 'Kurtis',
        images: [address(images[2]!), address(images[1]!), address(images[0]!)],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        _id: product.id,
        productName: 'Banarasi Silk Saree',
        category: 'Kurtis',
        price: 2499.5,
        images: [address(images[2]!), address(images[1]!), address(images[0]!)],
      });
      const page = await t.request({
        method: 'GET',
        url: `/api/products/${product.id}`,
        headers: { cookie: admin },
      });
      expect(page.json()).toEqual(res.json().data);
      expect(await list('search=banarasi')).toContain(product.id);
      expect(await list('search=old%20name')).not.toContain(product.id);
    });

    it("stores 'Out of stock' at inventory 0, whatever the form says", async () => {
      const product = await makeProduct(t);
      const res = await send('PUT', `/api/update-product/${product.id}`, {
        ...body,
        inventory: 0,
        availability: 'In stock',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ inventory: 0, availability: 'Out of stock' });
    });

    it('answers 404 for an unknown product and 409 for a deleted one', async () => {
      const missing = await send('PUT', '/api/update-product/nope', body);
      expect(missing.statusCode).toBe(404);
      const deleted = await makeProduct(t, { disabled: 1 });
      const res = await send('PUT', `/api/update-product/${deleted.id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This product was deleted and cannot be edited.');
    });

    it('validates like the add form', async () => {
      const product = await makeProduct(t);
      const res = await send('PUT', `/api/update-product/${product.id}`, { ...body, price: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ price: 'Price must be more than 0' });
    });
  });

  describe('PUT /product-delete/{id}', () => {
    it('hides the product from every list but keeps its page', async () => {
      const category = await makeCategory(t, { name: 'Dupattas' });
      const product = await makeProduct(t, {
        name: 'Phulkari Dupatta',
        category_id: category.id,
      });
      const sibling = await makeProduct(t, { category_id: category.id });
      expect(await list()).toContain(product.id);

      const res = await send('PUT', `/api/product-delete/${product.id}`, undefined);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ _id: product.id, disabled: true });

      expect(await list()).not.toContain(product.id);
      expect(await list('category=Dupattas')).toEqual([sibling.id]);
      expect(await list('search=phulkari')).toEqual([]);
      const all = await t.request({ method: 'GET', url: '/api/get-all-products' });
      expect(all.json().map((card: { _id: string }) => card._id)).not.toContain(product.id);
      const related = await t.request({
        method: 'GET',
        url: `/api/get-related-products?category=Dupattas&_id=${sibling.id}`,
      });
      expect(related.json()).toEqual([]);
      const page = await t.request({ method: 'GET', url: `/api/products/${product.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ productName: 'Phulkari Dupatta', disabled: true });

      const again = await send('PUT', `/api/product-delete/${product.id}`, undefined);
      expect(again.statusCode).toBe(200);
    });

    it('answers 404 for an unknown product', async () => {
      const res = await send('PUT', '/api/product-delete/nope', undefined);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('who may write', () => {
    it('refuses signed-out visitors (401), customers and agents (403)', async () => {
      const product = await makeProduct(t);
      const customer = (await signInAs(t, 'Customer')).cookie;
      const agent = (await signInAs(t, 'Agent')).cookie;
      const calls = [
        ['POST', '/api/add-product', body],
        ['PUT', `/api/update-product/${product.id}`, body],
        ['PUT', `/api/product-delete/${product.id}`, undefined],
      ] as const;
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, payload, '')).statusCode, url).toBe(401);
        expect((await send(method, url, payload, customer)).statusCode, url).toBe(403);
        expect((await send(method, url, payload, agent)).statusCode, url).toBe(403);
      }
      // The role is checked before the body: a customer never learns the schema.
      expect((await send('POST', '/api/add-product', {}, customer)).statusCode).toBe(403);
      expect((await send('POST', '/api/add-product', {}, '')).statusCode).toBe(401);
      const unchanged = await t.request({ method: 'GET', url: `/api/products/${product.id}` });
      expect(unchanged.json()).toMatchObject({ productName: product.name, disabled: false });
    });
  });
});
