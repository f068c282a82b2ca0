import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialCard, SpecialCardBody } from '@haat/contracts';
import { makeCategory } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

describe('the special card', () => {
  let t: TestApp;
  let admin: string;
  let card: SpecialCard;
  const body: SpecialCardBody = {
    category1: 'Sarees',
    category2: 'footwear',
    startingPrice: 499.5,
    endingPrice: 1999,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t, 'Admin')).cookie;
    await makeCategory(t, { name: 'Sarees' });
    await makeCategory(t, { name: 'Footwear' });
  });
  afterAll(() => t.close());

  const update = (payload: unknown, cookie = admin, id = card._id) =>
    t.request({
      method: 'PUT',
      url: `/api/update-special-card/${id}`,
      payload: payload as object,
      headers: { cookie },
    });

  it('exists from the first read of a new shop, empty, with the minimum prices', async () => {
    const first = await t.request({ method: 'GET', url: '/api/get-card-details' });
    expect(first.statusCode).toBe(200);
    card = first.json();
    expect(card).toEqual({
      _id: expect.any(String),
      category1: null,
      category2: null,
      startingPrice: 10,
      endingPrice: 50,
    });
    const again = await t.request({ method: 'GET', url: '/api/get-card-details' });
    expect(again.json()).toEqual(card);
  });

  it('is set by the admin, categories by name (any case), prices in rupees', async () => {
    const res = await update(body);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      _id: card._id,
      category1: 'Sarees',
      category2: 'Footwear',
      startingPrice: 499.5,
      endingPrice: 1999,
    };
    expect(res.json()).toEqual(expected);
    expect((await t.request({ method: 'GET', url: '/api/get-card-details' })).json()).toEqual(
      expected,
    );
  });

  it('refuses categories that do not exist, naming each (400)', async () => {
    const res = await update({ ...body, category1: 'Toys', category2: 'Games' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'No category is named "Toys".',
      fields: {
        category1: 'No category is named "Toys".',
        category2: 'No category is named "Games".',
      },
    });
  });

  it('refuses prices out of order or under the minimums (400)', async () => {
    for (const [change, field, message] of [
      [
        { startingPrice: 2000, endingPrice: 1000 },
        'endingPrice',
        'Ending price must be greater than starting price.',
      ],
      [{ startingPrice: 9 }, 'startingPrice', 'Starting price must be at least 10'],
      [{ endingPrice: 49, startingPrice: 10 }, 'endingPrice', 'Ending price must be at least 50'],
      [{ startingPrice: 10.001 }, 'startingPrice', 'At most two decimals (paise)'],
      [{ category1: ' ' }, 'category1', 'Choose the first category'],
    ] as const) {
      const res = await update({ ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    // Equal prices are fine: the starting price must not exceed the ending price.
    expect((await update({ ...body, startingPrice: 500, endingPrice: 500 })).statusCode).toBe(200);
  });

  it('answers 404 for another id', async () => {
    expect((await update(body, admin, 'not-the-card')).statusCode).toBe(404);
  });

  it('lets only the admin change it (401, 403)', async () => {
    const customer = (await signInAs(t, 'Customer')).cookie;
    const agent = (await signInAs(t, 'Agent')).cookie;
    expect((await update(body, '')).statusCode).toBe(401);
    expect((await update(body, customer)).statusCode).toBe(403);
    expect((await update(body, agent)).statusCode).toBe(403);
    // The role is checked before the body: a customer never learns the schema.
    expect((await update({}, customer)).statusCode).toBe(403);
  });

  it('shows a deleted category as null', async () => {
    const temporary = await makeCategory(t, { name: 'Festive' });
    expect((await update({ ...body, category2: 'Festive' })).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/todos/${temporary.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    const res = await t.request({ method: 'GET', url: '/api/get-card-details' });
    expect(res.json()).toMatchObject({ category1: 'Sarees', category2: null });
  });
});
