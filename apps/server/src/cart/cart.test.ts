import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function add(as: SignedIn, payload: object) {
  return t.request({
    method: 'POST',
    url: '/api/add-to-cart',
    payload,
    headers: { cookie: as.cookie },
  });
}
function cart(as: SignedIn, userId = as.user.id) {
  return t.request({ method: 'GET', url: `/api/cart/${userId}`, headers: { cookie: as.cookie } });
}
function setQuantity(as: SignedIn, payload: object) {
  return t.request({
    method: 'PUT',
    url: '/api/cart/update-quantity',
    payload,
    headers: { cookie: as.cookie },
  });
}

describe('the cart', () => {
  it('needs a session', async () => {
    const product = await makeProduct(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id },
    });
    expect(res.statusCode).toBe(401);
  });

  it("is empty at first, with the first specification's message", async () => {
    const asha = await signInAs(t, 'Customer');
    const res = await cart(asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'No items found in cart' });
  });

  it('adds up the same product and size, and keeps sizes apart', async () => {
    const asha = await signInAs(t, 'Customer');
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M']),
      inventory: 20,
      stock_s: 10,
      stock_m: 10,
      price_paise: 79_900,
    });
    expect((await add(asha, { productId: shirt.id, size: 'M' })).statusCode).toBe(200);
    expect((await add(asha, { productId: shirt.id, size: 'M', quantity: 2 })).statusCode).toBe(200);
    expect((await add(asha, { productId: shirt.id, size: 'S' })).statusCode).toBe(200);
    const lines = (await cart(asha)).json();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      productId: shirt.id,
      productName: shirt.name,
      size: 'M',
      quantity: 3,
      price: 799,
      availability: 'In stock',
      stock: 10,
      images: [`/images/${shirt.images[0]}.webp`],
    });
    expect(lines[1]).toMatchObject({ size: 'S', quantity: 1 });
  });

  it("takes the first specification's payload { product, userID }: only _id and size are read, quantity 1", async () => {
    const asha = await signInAs(t, 'Customer');
    const other = await signInAs(t, 'Customer');
    const shirt = await makeProduct(t, {
      sizes: JSON.stringify(['S', 'M']),
      inventory: 20,
      stock_s: 10,
      stock_m: 10,
      price_paise: 79_900,
    });
    const product = {
      _id: shirt.id,
      productName: 'Anything',
      price: 1,
      agentCommission: 99,
      images: ['/images/x.webp'],
      inventory: 999,
      size: 'M',
    };
    const res = await add(asha, { product, userID: other.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (await cart(asha)).json();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: shirt.id, size: 'M', quantity: 1, price: 799 });
    expect((await cart(other)).json()).toEqual({ message: 'No items found in cart' });
    expect((await add(asha, { product: { ...product, size: 'XL' } })).statusCode).toBe(400);
    expect((await add(asha, { product: { size: 'M' } })).statusCode).toBe(400);
    expect((await add(asha, { product: { _id: 'a\u0000', size: 'M' } })).statusCode).toBe(400);
  });

  it('asks for a size when the product has sizes, and refuses a size it lacks', async () => {
    const asha = await signInAs(t, 'Customer');
    const shirt = await makeProduct(t, { sizes: JSON.stringify(['S', 'M']) });
    const noSize = await add(asha, { productId: shirt.id });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toBe('Please select a size');
    expect((await add(asha, { productId: shirt.id, size: 'XXL' })).statusCode).toBe(400);
    const mug = await makeProduct(t);
    expect((await add(asha, { productId: mug.id, size: 'M' })).statusCode).toBe(400);
    expect((await add(asha, { productId: shirt.id, size: 'XXXL' })).statusCode).toBe(400);
  });

  it("takes '', null or no size for a product without sizes as one line", async () => {
    const asha = await signInAs(t, 'Customer');
    const mug = await makeProduct(t);
    for (const payload of [{}, { size: null }, { size: '' }]) {
      expect((await add(asha, { productId: mug.id, ...payload })).statusCode).toBe(200);
    }
    expect((await cart(asha)).json()).toMatchObject([{ size: '', quantity: 3 }]);
  });

  it('never goes above stock', async () => {
    const asha = await signInAs(t, 'Customer');
    const lamp = await makeProduct(t, { inventory: 3 });
    expect((await add(asha, { productId: lamp.id, quantity: 2 })).statusCode).toBe(200);
    const over = await add(asha, { productId: lamp.id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`Only 3 of ${lamp.name} left in stock.`);
    expect((await cart(asha)).json()[0].quantity).toBe(2);
  });

  it('refuses disabled, out-of-stock and unknown products', async () => {
    const asha = await signInAs(t, 'Customer');
    const gone = await makeProduct(t, { disabled: 1 });
    const sold = await makeProduct(t, { inventory: 0, availability: 'Out of stock' });
    expect((await add(asha, { productId: gone.id })).statusCode).toBe(409);
    const soldOut = await add(asha, { productId: sold.id });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(`${sold.name} is currently unavailable.`);
    expect((await add(asha, { productId: 'no-such-product' })).statusCode).toBe(404);
  });

  it.each([0, -1, 1.5, 1e9, '2'])('refuses the quantity %s with 400', async (quantity) => {
    const asha = await signInAs(t, 'Customer');
    const mug = await makeProduct(t);
    expect((await add(asha, { productId: mug.id, quantity })).statusCode).toBe(400);
    await add(asha, { productId: mug.id });
    expect((await setQuantity(asha, { productId: mug.id, quantity })).statusCode).toBe(400);
  });

  it('sets a quantity from 1 to the stock', async () => {
    const asha = await signInAs(t, 'Customer');
    const mug = await makeProduct(t, { inventory: 4 });
    await add(asha, { productId: mug.id });
    expect((await setQuantity(asha, { productId: mug.id, quantity: 4 })).statusCode).toBe(200);
    expect((await cart(asha)).json()[0].quantity).toBe(4);
    expect((await setQuantity(asha, { productId: mug.id, quantity: 5 })).statusCode).toBe(409);
    const other = await makeProduct(t);
    expect((await setQuantity(asha, { productId: other.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('shows a product that went out of stock as such, with stock 0', async () => {
    const asha = await signInAs(t, 'Customer');
    const mug = await makeProduct(t);
    await add(asha, { productId: mug.id });
    await t.db.kysely
      .updateTable('products')
      .set({ disabled: 1 })
      .where('id', '=', mug.id)
      .execute();
    expect((await cart(asha)).json()[0]).toMatchObject({
      availability: 'Out of stock',
      stock: 0,
      disabled: true,
    });
  });

  it('removes a line', async () => {
    const asha = await signInAs(t, 'Customer');
    const mug = await makeProduct(t);
    await add(asha, { productId: mug.id });
    const remove = () =>
      t.request({
        method: 'DELETE',
        url: '/api/cart/remove-product',
        payload: { productId: mug.id, userId: asha.user.id },
        headers: { cookie: asha.cookie },
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await cart(asha)).json()).toEqual({ message: 'No items found in cart' });
    expect((await remove()).statusCode).toBe(404);
  });

  it("never shows or changes another customer's cart", async () => {
    const asha = await signInAs(t, 'Customer');
    const ravi = await signInAs(t, 'Customer');
    const mug = await makeProduct(t);
    await add(ravi, { productId: mug.id, quantity: 2 });
    expect((await cart(asha, ravi.user.id)).statusCode).toBe(403);
    // A user id in the body is ignored: the change lands in Asha's own (empty) cart.
    const res = await setQuantity(asha, { userId: ravi.user.id, productId: mug.id, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect((await cart(ravi)).json()[0].quantity).toBe(2);
  });
});
