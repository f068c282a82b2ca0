import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { ADDRESS, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/** Issue 14, finding 2: a NUL (or any control character) is a 400, or a 404 for an id. */
describe('control characters in requests', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let productId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t, 'Admin');
    customer = await signInAs(t, 'Customer');
    const category = await makeCategory(t);
    productId = (await makeProduct(t, { category_id: category.id })).id;
  });
  afterAll(() => t.close());

  it.each([
    '/api/products/%00',
    `/api/products/%00${'x'}`,
    '/api/products/a%1Bb',
    '/images/%00.webp',
    '/api/cart/%00',
  ])('GET %s is a 404', async (url) => {
    const res = await t.request({ method: 'GET', url, headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it.each([
    '/api/all-products?search=%00',
    '/api/all-products?category=a%00b',
    '/api/all-products?category2=%07',
    '/api/get-related-products?category=%00&_id=x',
    '/api/products/x?agentId=%00',
  ])('GET %s is a 400', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL in a sign-in identifier or a sign-up name is a 400, and nothing is stored', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: 'a\u0000@example.test', password: 'whatever-it-is' },
    });
    expect(signIn.statusCode).toBe(400);
    const signUp = await t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: {
        firstName: 'As\u0000ha',
        lastName: 'Rao',
        email: 'nul.name@example.test',
        password: 'mango-Tree-91',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().fields.firstName).toMatch(/control characters/);
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nul.name@example.test')
      .execute();
    expect(stored).toEqual([]);
  });

  it('a category named NUL is a 400 for the admin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/todos',
      payload: { categories: '\u0000' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('an address or a cart line with control characters is a 400', async () => {
    const address = await t.request({
      method: 'POST',
      url: '/api/add-address',
      payload: { address: { ...ADDRESS, city: 'Pu\u0000ne' } },
      headers: { cookie: customer.cookie },
    });
    expect(address.statusCode).toBe(400);
    const cart = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: `${productId}\u0000` },
      headers: { cookie: customer.cookie },
    });
    expect(cart.statusCode).toBe(400);
  });

  it('a description keeps its line breaks', async () => {
    const category = await makeCategory(t);
    const res = await t.request({
      method: 'PUT',
      url: `/api/update-product/${productId}`,
      headers: { cookie: admin.cookie },
      payload: {
        productName: 'Kurta',
        description: 'Soft cotton.\nHand wash.',
        details: 'Line one\r\nLine two',
        category: category.name,
        price: 499,
        images: [],
        agentCommission: 5,
        inventory: 3,
        availability: 'In stock',
      },
    });
    // The images rule answers before anything is stored; the text itself passes.
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['images']);
  });
});
