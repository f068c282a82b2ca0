import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { productSearchCondition } from './search.ts';

describe('product search', () => {
  let db: TestDb;
  const categories = { footwear: uuidv7(), kitchen: uuidv7() };

  async function search(term: string): Promise<string[]> {
    const rows = await db.kysely
      .selectFrom('products')
      .select('name')
      .where(await productSearchCondition(db, term))
      .orderBy('name')
      .execute();
    return rows.map((row) => row.name);
  }

  async function addProduct(name: string, categoryId: string): Promise<string> {
    const id = uuidv7();
    await db.kysely
      .insertInto('products')
      .values({
        id,
        name,
        description: '',
        details: '',
        category_id: categoryId,
        price_paise: 10_000,
        agent_commission_bp: 500,
        display_discount: null,
        inventory: 1,
        sku: `SKU-${id}`,
        availability: 'In stock',
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    db = await createTestDb();
    await db.kysely
      .insertInto('categories')
      .values([
        { id: categories.footwear, name: 'Footwear' },
        { id: categories.kitchen, name: 'Home & Kitchen' },
      ])
      .execute();
    await addProduct('Kolhapuri Leather Chappals', categories.footwear);
    await addProduct('Canvas Sneakers', categories.footwear);
    await addProduct('Stainless Steel Pressure Cooker 5 L', categories.kitchen);
    await addProduct('100% Cotton_Kitchen Towel', categories.kitchen);
  });
  afterAll(async () => {
    await db.close();
  });

  it('finds a product by a case-insensitive substring of its name', async () => {
    expect(await search('LEATHER chap')).toEqual(['Kolhapuri Leather Chappals']);
    expect(await search('ssure cook')).toEqual(['Stainless Steel Pressure Cooker 5 L']);
    expect(await search('  sneak  ')).toEqual(['Canvas Sneakers']);
  });

  it('finds products by their category name', async () => {
    expect(await search('footw')).toEqual(['Canvas Sneakers', 'Kolhapuri Leather Chappals']);
    expect(await search('kitchen')).toEqual([
      '100% Cotton_Kitchen Towel',
      'Stainless Steel Pressure Cooker 5 L',
    ]);
  });

  it('handles terms shorter than a trigram', async () => {
    expect(await search('5 ')).toEqual(['Stainless Steel Pressure Cooker 5 L']);
    expect(await search('SN')).toEqual(['Canvas Sneakers']);
  });

  it('takes LIKE wildcards and quotes in the term literally', async () => {
    expect(await search('100%')).toEqual(['100% Cotton_Kitchen Towel']);
    expect(await search('%')).toEqual(['100% Cotton_Kitchen Towel']);
    expect(await search('n_K')).toEqual(['100% Cotton_Kitchen Towel']);
    expect(await search('"chappals')).toEqual([]);
    expect(await search('no such thing')).toEqual([]);
  });

  it('matches everything for a blank term', async () => {
    expect(await search('   ')).toHaveLength(4);
  });

  it('follows renames of products and categories, and deletions', async () => {
    const id = await addProduct('Cast Iron Tawa', categories.kitchen);
    expect(await search('iron taw')).toEqual(['Cast Iron Tawa']);
    await db.kysely
      .updateTable('products')
      .set({ name: 'Cast Iron Dosa Tawa' })
      .where('id', '=', id)
      .execute();
    expect(await search('iron taw')).toEqual([]);
    expect(await search('dosa')).toEqual(['Cast Iron Dosa Tawa']);

    await db.kysely
      .updateTable('categories')
      .set({ name: 'Cookware' })
      .where('id', '=', categories.kitchen)
      .execute();
    expect(await search('cookwa')).toEqual([
      '100% Cotton_Kitchen Towel',
      'Cast Iron Dosa Tawa',
      'Stainless Steel Pressure Cooker 5 L',
    ]);
    await db.kysely
      .updateTable('products')
      .set({ category_id: categories.footwear })
      .where('id', '=', id)
      .execute();
    expect(await search('cookwa')).not.toContain('Cast Iron Dosa Tawa');
    expect(await search('footwear')).toContain('Cast Iron Dosa Tawa');

    await db.kysely.deleteFrom('products').where('id', '=', id).execute();
    expect(await search('dosa')).toEqual([]);
  });
});
