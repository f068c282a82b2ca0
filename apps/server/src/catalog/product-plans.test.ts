import { sql } from 'kysely';
import { RELATED_PRODUCTS_MAX } from '@haat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOfTheMarked } from '../testing/plan-checks.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { selectProduct, selectRelatedCards } from './products.queries.ts';

/*
 * The product page's reads on a miss, prepared once per connection on PostgreSQL
 * (docs/decisions/461-product-page-reads-named.md): the product by its key and its related
 * cards. After five runs PostgreSQL may plan each once for any values, so their generic plans
 * must be the plans a product of a large or a small category gets. Checked on a catalogue of
 * 20,000 products in a large category, middling ones and a small one, some disabled, most with
 * pictures.
 */

let db: TestDb;

beforeAll(async () => {
  if (testDialect() !== 'postgres') return;
  db = await createTestDb();
  await sql`insert into categories (id, name)
    select 'category-' || lpad(i::text, 2, '0'), 'Category ' || i
    from generate_series(1, 20) as i`.execute(db.kysely);
  // Half the products in category 1, the rest spread over 2 to 19; category 20 has 5.
  await sql`insert into products (id, name, description, details, category_id, price_paise,
      agent_commission_bp, sizes, inventory, availability, disabled, created_at, updated_at, sku)
    select 'product-' || lpad(i::text, 6, '0'), 'Product ' || i, 'A product', '',
      case when i <= 5 then 'category-20' when i % 2 = 0 then 'category-01'
        else 'category-' || lpad((2 + i % 18)::text, 2, '0') end,
      10000 + i % 5000, 500, '[]', 10, 'In stock', case when i % 25 = 0 then 1 else 0 end,
      to_char(timestamp '2025-01-01' + i * interval '7 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      '2026-01-01T00:00:00.000Z', 'SKU-' || i
    from generate_series(1, 20000) as i`.execute(db.kysely);
  await sql`insert into images (id, mime, width, height, bytes, data, data_small, created_at)
    select 'image-' || i, 'image/webp', 1, 1, 1, '\\x00', '\\x00', '2025-01-01T00:00:00.000Z'
    from generate_series(1, 3) as i`.execute(db.kysely);
  await sql`insert into product_images (product_id, position, image_id)
    select 'product-' || lpad(i::text, 6, '0'), p, 'image-' || (1 + p)
    from generate_series(1, 20000) as i, generate_series(0, 2) as p
    where i % 10 <> 0`.execute(db.kysely);
  await sql`analyze`.execute(db.kysely);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The one statement marked as having one plan that `run` ran. */
const markedPlan = (run: Parameters<typeof planOfTheMarked>[1]) => planOfTheMarked(db.url, run);

describe.skipIf(testDialect() !== 'postgres')(
  'the product page’s reads, whatever their values',
  () => {
    it.each([
      ['a product with pictures', 'product-000002'],
      ['a product without', 'product-000010'],
      ['a disabled product', 'product-000025'],
      ['no such product', 'product-none'],
    ])('the product by its key (%s): prepared, its generic plan its custom plan', async (_, id) => {
      const plan = await markedPlan((kysely) => selectProduct(kysely, id));
      expect(plan.generic).toBe(plan.custom);
      expect(plan.generic).toContain('products_pkey');
    });

    it.each([
      ['the large category', 'category-01', 'product-000002'],
      ['a middling one', 'category-07', 'product-000005'],
    ])(
      'the related cards of %s: prepared, its generic plan its custom plan',
      async (_, category, except) => {
        const rows: unknown[] = [];
        const plan = await markedPlan(async (kysely) => {
          rows.push(...(await selectRelatedCards(kysely, category, except, RELATED_PRODUCTS_MAX)));
        });
        expect(plan.generic).toBe(plan.custom);
        expect(plan.generic).toContain('Index Scan Backward using products_category_listing');
        expect(rows).toHaveLength(RELATED_PRODUCTS_MAX);
      },
    );

    it.each([
      ['the small one', 'category-20', 'product-000003'],
      ['a category with no products', 'category-none', 'product-000001'],
    ])(
      'the related cards of %s: prepared, walked as any other category',
      async (_, category, except) => {
        // A category of 5 products: its custom plan reads them all by a bitmap and sorts them,
        // the generic one walks the category's index from the newest; either reads those 5 rows.
        const plan = await markedPlan((kysely) =>
          selectRelatedCards(kysely, category, except, RELATED_PRODUCTS_MAX),
        );
        expect(plan.generic).toContain('Index Scan Backward using products_category_listing');
      },
    );
  },
);
