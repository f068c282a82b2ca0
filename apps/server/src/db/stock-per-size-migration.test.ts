import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import * as stockPerSize from './migrations/20261125130000_stock_per_size.ts';

/*
 * The migration to stock per size (docs/decisions/152-existing-stock-to-the-first-size.md)
 * never loses a unit: run on products as they were before it, the sum of all stock before is
 * the sum after, each product's stock is in its first size and every product gets a SKU.
 */

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ fromScratch: true });
  // Back to the schema before the migration, with products as they were then.
  await stockPerSize.down(db.kysely);
});
afterAll(() => db.close());

describe('migration 20261125130000_stock_per_size', () => {
  it('moves each product’s stock to its first size; the sum before is the sum after', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before the migration
    const old = db.kysely as any;
    const categoryId = uuidv7();
    await old.insertInto('categories').values({ id: categoryId, name: 'Clothing' }).execute();
    const before = [
      { sizes: '["S","M","L"]', inventory: 12 },
      { sizes: '["XS","XXL"]', inventory: 5 },
      { sizes: '["XXL"]', inventory: 9 },
      { sizes: '["M","XL"]', inventory: 0 },
      { sizes: '[]', inventory: 7 },
      { sizes: '["XS","S","M","L","XL","XXL"]', inventory: 31 },
    ].map((product, index) => ({
      id: uuidv7(),
      name: `Product ${index}`,
      description: '',
      details: '',
      category_id: categoryId,
      price_paise: 10_000,
      agent_commission_bp: 0,
      display_discount: null,
      availability: product.inventory > 0 ? 'In stock' : 'Out of stock',
      ...product,
    }));
    await old.insertInto('products').values(before).execute();

    await stockPerSize.up(db.kysely);

    const after = await db.kysely
      .selectFrom('products')
      .select([
        'id',
        'sizes',
        'inventory',
        'sku',
        'stock_xs',
        'stock_s',
        'stock_m',
        'stock_l',
        'stock_xl',
        'stock_xxl',
      ])
      .orderBy('name')
      .execute();
    const stockOf = (row: (typeof after)[number]) => [
      row.stock_xs,
      row.stock_s,
      row.stock_m,
      row.stock_l,
      row.stock_xl,
      row.stock_xxl,
    ];
    const total = (rows: { inventory: number }[]) =>
      rows.reduce((sum, row) => sum + Number(row.inventory), 0);
    const sizeTotal = after.reduce(
      (sum, row) =>
        sum +
        (row.sizes === '[]'
          ? Number(row.inventory)
          : stockOf(row).reduce<number>((a, b) => a + Number(b ?? 0), 0)),
      0,
    );
    expect(total(after)).toBe(total(before));
    expect(sizeTotal).toBe(total(before));
    expect(after.map(stockOf)).toEqual([
      [null, 12, 0, 0, null, null],
      [5, null, null, null, null, 0],
      [null, null, null, null, null, 9],
      [null, null, 0, null, 0, null],
      [null, null, null, null, null, null],
      [31, 0, 0, 0, 0, 0],
    ]);
    expect(after.map((row) => row.sku)).toEqual(before.map((row) => `HAAT-${row.id}`));
    // The SKU is unique from now on.
    await expect(
      db.kysely
        .updateTable('products')
        .set({ sku: after[0]!.sku })
        .where('id', '=', after[1]!.id)
        .execute(),
    ).rejects.toThrow();
  });
});
