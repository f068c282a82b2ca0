import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductList } from '@haat/contracts';
import { makeCategory, makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

describe('categories (/todos)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t, 'Admin')).cookie;
  });
  afterAll(() => t.close());

  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin,
  ) => t.request({ method, url, payload, headers: { cookie } });
  const all = async (): Promise<Category[]> =>
    (await t.request({ method: 'GET', url: '/api/todos' })).json();
  const listed = async (query: string): Promise<string[]> => {
    const res = await t.request({ method: 'GET', url: `/api/all-products?${query}` });
    return (res.json() as ProductList).result.map((card) => card.productName);
  };

  it('adds a category with a trimmed name and lists categories by name', async () => {
    const res = await write('POST', '/api/todos', { categories: '  Jewellery ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      categories: 'Jewellery',
      image: null,
      productCount: 0,
    });
    await write('POST', '/api/todos', { categories: 'beauty' });
    await write('POST', '/api/todos', { categories: 'Apparel' });
    expect((await all()).map((category) => category.categories)).toEqual(
      expect.arrayContaining(['Apparel', 'beauty', 'Jewellery']),
    );
    const names = (await all()).map((category) => category.categories);
    expect(names.indexOf('Apparel')).toBeLessThan(names.indexOf('beauty'));
    expect(names.indexOf('beauty')).toBeLessThan(names.indexOf('Jewellery'));
  });

  it('refuses a name already taken, whatever its case (409)', async () => {
    await write('POST', '/api/todos', { categories: 'Handicrafts' });
    const res = await write('POST', '/api/todos', { categories: ' HANDICRAFTS ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A category named "Handicrafts" already exists.',
      fields: { categories: 'A category named "Handicrafts" already exists.' },
    });
  });

  it('refuses an empty, blank, too long or comma name (400)', async () => {
    for (const [payload, message] of [
      [{}, 'Category name is required'],
      [{ categories: '' }, 'Category name is required'],
      [{ categories: '   ' }, 'Category name is required'],
      [{ categories: 'x'.repeat(61) }, 'Category name must be at most 60 characters'],
      [{ categories: 'Home, Garden' }, 'Category name cannot contain a comma'],
    ] as const) {
      const res = await write('POST', '/api/todos', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual({ categories: message });
    }
  });

  it('takes an uploaded image address, and only one that exists', async () => {
    const image = await makeImage(t);
    const res = await write('POST', '/api/todos', {
      categories: 'Toys',
      image: `/images/${image}.webp`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toBe(`/images/${image}.webp`);

    const unknown = await write('POST', '/api/todos', {
      categories: 'Games',
      image: `/images/${'a'.repeat(32)}.webp`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      image: 'The image was not found. Please upload it again.',
    });
    const malformed = await write('POST', '/api/todos', { categories: 'Games', image: 'x.png' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ image: 'Not an image address' });
  });

  it('renames a category: its products, filters and search follow', async () => {
    const category = await makeCategory(t, { name: 'Kitchenware' });
    await makeProduct(t, { name: 'Brass Diya', category_id: category.id });
    expect(await listed('category=Kitchenware')).toEqual(['Brass Diya']);
    expect(await listed('search=kitchenw')).toEqual(['Brass Diya']);

    const res = await write('PUT', `/api/todos/${category.id}`, {
      categories: ' Pooja Essentials ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      _id: category.id,
      categories: 'Pooja Essentials',
      image: null,
      productCount: 1,
    });

    expect(await listed('category=Pooja%20Essentials')).toEqual(['Brass Diya']);
    expect(await listed('category=Kitchenware')).toEqual([]);
    expect(await listed('search=pooja%20ess')).toEqual(['Brass Diya']);
    expect(await listed('search=kitchenw')).toEqual([]);
    const cards = (
      await t.request({ method: 'GET', url: '/api/all-products?search=brass' })
    ).json();
    expect(cards.result[0].category).toBe('Pooja Essentials');
  });

  it('lets a category change the case of its own name, not take another name', async () => {
    const category = await makeCategory(t, { name: 'stationery' });
    const recased = await write('PUT', `/api/todos/${category.id}`, { categories: 'Stationery' });
    expect(recased.statusCode).toBe(200);
    await makeCategory(t, { name: 'Books' });
    const taken = await write('PUT', `/api/todos/${category.id}`, { categories: 'books' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A category named "Books" already exists.');
  });

  it('keeps the image when none is sent and removes it on null', async () => {
    const image = await makeImage(t);
    const category = await makeCategory(t, { name: 'Lamps', image_id: image });
    const kept = await write('PUT', `/api/todos/${category.id}`, { categories: 'Lights' });
    expect(kept.json().image).toBe(`/images/${image}.webp`);
    const other = await makeImage(t);
    const changed = await write('PUT', `/api/todos/${category.id}`, {
      categories: 'Lights',
      image: `/images/${other}.webp`,
    });
    expect(changed.json().image).toBe(`/images/${other}.webp`);
    const removed = await write('PUT', `/api/todos/${category.id}`, {
      categories: 'Lights',
      image: null,
    });
    expect(removed.json().image).toBeNull();
    expect((await all()).find((c) => c._id === category.id)).toEqual({
      _id: category.id,
      categories: 'Lights',
      image: null,
      productCount: 0,
    });
  });

  it('deletes an unused category', async () => {
    const category = await makeCategory(t, { name: 'Seasonal' });
    const res = await write('DELETE', `/api/todos/${category.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await all()).map((c) => c._id)).not.toContain(category.id);
    expect((await write('DELETE', `/api/todos/${category.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category products still use, saying how many (409)', async () => {
    const category = await makeCategory(t, { name: 'Rugs' });
    await makeProduct(t, { category_id: category.id });
    const one = await write('DELETE', `/api/todos/${category.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(
      'The category "Rugs" cannot be deleted: 1 product still uses it.',
    );

    await makeProduct(t, { category_id: category.id });
    await makeProduct(t, { category_id: category.id, disabled: 1 });
    const three = await write('DELETE', `/api/todos/${category.id}`);
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe(
      'The category "Rugs" cannot be deleted: 3 products (1 of them deleted, kept for past ' +
        'orders) still use it.',
    );
    expect((await all()).map((c) => c._id)).toContain(category.id);
  });

  it('lists how many products each category has, deleted ones included, so the Admin knows before deleting', async () => {
    const category = await makeCategory(t, { name: 'Candles' });
    const count = async () =>
      (await all()).find((c) => c._id === category.id)?.productCount ?? Number.NaN;
    expect(await count()).toBe(0);
    await makeProduct(t, { category_id: category.id });
    await makeProduct(t, { category_id: category.id, disabled: 1 });
    expect(await count()).toBe(2);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await write('PUT', '/api/todos/nope', { categories: 'X' })).statusCode).toBe(404);
    expect((await write('DELETE', '/api/todos/nope')).statusCode).toBe(404);
  });

  it('lets only the admin write (401 signed out, 403 customer and agent)', async () => {
    const category = await makeCategory(t, { name: 'Guarded' });
    const customer = (await signInAs(t, 'Customer')).cookie;
    const agent = (await signInAs(t, 'Agent')).cookie;
    const calls = [
      ['POST', '/api/todos', { categories: 'Intruder' }],
      ['PUT', `/api/todos/${category.id}`, { categories: 'Intruder' }],
      ['DELETE', `/api/todos/${category.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await write(method, url, payload, '')).statusCode, url).toBe(401);
      expect((await write(method, url, payload, customer)).statusCode, url).toBe(403);
      expect((await write(method, url, payload, agent)).statusCode, url).toBe(403);
    }
    // The role is checked before the body: a customer never learns the schema.
    expect((await write('POST', '/api/todos', { categories: '' }, customer)).statusCode).toBe(403);
    expect((await write('POST', '/api/todos', { categories: '' }, '')).statusCode).toBe(401);
    const names = (await all()).map((c) => c.categories);
    expect(names).toContain('Guarded');
    expect(names).not.toContain('Intruder');
  });
});
