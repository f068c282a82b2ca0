import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@haat/contracts';
import * as searchInListingOrder from '../db/migrations/20261121140000_search_in_listing_order.ts';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';

/** Products are not always added in the order of their creation time (imports, the seed). */
describe('search results in listing order', () => {
  let t: TestApp;
  const at = (minute: number, ms = 0) =>
    new Date(Date.UTC(2026, 5, 1, 10, minute, 0, ms)).toISOString();

  beforeAll(async () => {
    t = await buildTestApp();
    const category = await makeCategory(t, { name: 'Lamps' });
    const add = (name: string, createdAt: string, id?: string) =>
      makeProduct(t, {
        name,
        category_id: category.id,
        created_at: createdAt,
        updated_at: createdAt,
        ...(id ? { id } : {}),
      });
    await add('Brass Lamp B', at(20));
    await add('Brass Lamp D', at(40));
    await add('Brass Lamp A', at(10));
    await add('Brass Lamp C', at(30));
    // The same millisecond: the listing puts the larger id first; a search on SQLite puts the
    // one added last first. UUIDv7 ids grow as products are added, so the two agree.
    await add('Brass Lamp E1', at(50), '0190a0f0-0000-7000-8000-000000000001');
    await add('Brass Lamp E2', at(50), '0190a0f0-0000-7000-8000-000000000002');
    await add('Brass Lamp E3', at(50), '0190a0f0-0000-7000-8000-000000000003');
  });
  afterAll(() => t.close());

  const NEWEST_FIRST = [
    'Brass Lamp E3',
    'Brass Lamp E2',
    'Brass Lamp E1',
    'Brass Lamp D',
    'Brass Lamp C',
    'Brass Lamp B',
    'Brass Lamp A',
  ];

  async function listed(query: string): Promise<ProductList> {
    const res = await t.request({ method: 'GET', url: `/api/all-products?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('orders a search like the listing, newest first', async () => {
    for (const query of ['', 'search=brass', 'search=LAMP%20', 'search=lamps', 'search=la']) {
      const names = (await listed(query)).result.map((card) => card.productName);
      expect(names, query).toEqual(NEWEST_FIRST);
    }
  });

  it('pages through search results without overlap or gaps', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const list = await listed(`search=brass%20lamp&limit=2&page=${page}`);
      seen.push(...list.result.map((card) => card.productName));
      if (!list.hasMore) break;
    }
    expect(seen).toEqual(NEWEST_FIRST);
  });

  it('finds products by the new name of their category as soon as it is renamed', async () => {
    // Warm whatever keeps category names, then rename behind it, as the admin's form does.
    expect((await listed('search=lamps')).result).toHaveLength(NEWEST_FIRST.length);
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Lamps')
      .executeTakeFirstOrThrow();
    await t.events.transaction(t.db, async ({ trx, publish }) => {
      await trx
        .updateTable('categories')
        .set({ name: 'Diyas' })
        .where('id', '=', category.id)
        .execute();
      await publish('category.changed', { categoryId: category.id });
    });
    for (const query of ['search=diyas', 'search=DIY', 'search=iy']) {
      const names = (await listed(query)).result.map((card) => card.productName);
      expect(names, query).toEqual(NEWEST_FIRST);
    }
    expect((await listed('search=lamps')).result).toEqual([]);
  });
});

describe.skipIf(testDialect() !== 'sqlite')('migration search_in_listing_order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('re-keys existing products by creation time, and new ones follow', async () => {
    const db = t.db.kysely;
    await searchInListingOrder.down(db);
    const category = await makeCategory(t, { name: 'Old' });
    const newer = await makeProduct(t, {
      name: 'Clay Pot newer',
      category_id: category.id,
      created_at: '2026-03-01T00:00:00.000Z',
    });
    const older = await makeProduct(t, {
      name: 'Clay Pot older',
      category_id: category.id,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const keys = async () =>
      (
        await sql<{
          product_id: string;
        }>`select product_id from product_search_keys order by id`.execute(db)
      ).rows.map((row) => row.product_id);
    expect(await keys()).toEqual([newer.id, older.id]);

    await searchInListingOrder.up(db);
    expect(await keys()).toEqual([older.id, newer.id]);
    const middle = await makeProduct(t, {
      name: 'Clay Pot middle',
      category_id: category.id,
      created_at: '2026-02-01T00:00:00.000Z',
    });
    expect(await keys()).toEqual([older.id, middle.id, newer.id]);
    const res = await t.request({ method: 'GET', url: '/api/all-products?search=clay%20pot' });
    expect(res.json().result.map((card: { _id: string }) => card._id)).toEqual([
      newer.id,
      middle.id,
      older.id,
    ]);
  });
});

describe.skipIf(testDialect() !== 'postgres')('migration search_statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('samples 1,000 product names for the search estimates', async () => {
    const { rows } = await sql<{ target: number }>`
      select attstattarget as target from pg_attribute
      where attrelid = 'products_name_trgm'::regclass and attnum = 1`.execute(t.db.kysely);
    expect(Number(rows[0]?.target)).toBe(1000);
  });
});
