import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchCondition } from '../db/search.ts';
import { planOfTheMarked, plansOfMarked } from '../testing/plan-checks.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { CategoryDirectory } from './category-directory.ts';
import { selectCardPage } from './products.queries.ts';
import type { ProductFilter } from './products.queries.ts';
import { SearchSample } from './search-sample.ts';

/*
 * PostgreSQL's search walked down the listing when a sample of the catalogue finds its matches
 * common, in one statement prepared once per connection
 * (docs/decisions/480-common-searches-walked-prepared.md): it must give the rows the planner's
 * own statement gives, for every filter, and its generic plan must be the walk it was written
 * for. On 20,000 products in 20 categories, some disabled: every
 * 40th a cotton kurta, every 4,999th a silk saree, category 20 named 'Kurta Corner'.
 */

let db: TestDb;
let directory: CategoryDirectory;

beforeAll(async () => {
  if (testDialect() !== 'postgres') return;
  db = await createTestDb();
  directory = new CategoryDirectory(db.kysely);
  await sql`insert into categories (id, name)
    select 'category-' || lpad(i::text, 2, '0'),
      case when i = 20 then 'Kurta Corner' else 'Category ' || i end
    from generate_series(1, 20) as i`.execute(db.kysely);
  await sql`insert into products (id, name, description, details, category_id, price_paise,
      agent_commission_bp, sizes, inventory, availability, disabled, created_at, updated_at, sku)
    select 'product-' || lpad(i::text, 6, '0'),
      case when i % 4999 = 0 then 'Silk Saree ' || i when i % 40 = 0 then 'Cotton Kurta ' || i
        else 'Product ' || i end,
      'A product', '', 'category-' || lpad((1 + i % 20)::text, 2, '0'), 10000 + i % 5000, 500,
      '[]', 10, 'In stock', case when i % 25 = 0 then 1 else 0 end,
      to_char(timestamp '2025-01-01' + (i / 2) * interval '7 minutes',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      '2026-01-01T00:00:00.000Z', 'SKU-' || i
    from generate_series(1, 20000) as i`.execute(db.kysely);
  await sql`analyze`.execute(db.kysely);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const NONE: Omit<ProductFilter, 'search'> = {
  categoryIds: null,
  minPricePaise: null,
  maxPricePaise: null,
  exceptId: null,
};

const filters: [string, Omit<ProductFilter, 'search'>][] = [
  ['no filter', NONE],
  ['one category', { ...NONE, categoryIds: ['category-01'] }],
  ['two categories', { ...NONE, categoryIds: ['category-01', 'category-08'] }],
  ['prices', { ...NONE, minPricePaise: 11_000, maxPricePaise: 13_999 }],
];

/**
 * A page read the planner's way (as before), walked, and by two of the term's trigrams (every
 * pair of them, for a term that names no category).
 */
async function pages(term: string, filter: Omit<ProductFilter, 'search'>, page = 1) {
  const limit = 9;
  const at = { offset: (page - 1) * (limit - 1), limit };
  const ids = async (search: ProductFilter['search']) =>
    selectCardPage(db.kysely, { ...filter, search }, at);
  const namedCategoryIds = await directory.idsContaining(term);
  const lowerTerm = term.toLowerCase();
  const byTrigrams = [];
  if (namedCategoryIds.length === 0) {
    for (const trigrams of trigramPairs(lowerTerm)) {
      byTrigrams.push({ trigrams, rows: await ids({ trigrams: { lowerTerm, trigrams } }) });
    }
  }
  return {
    planner: await ids({ condition: await productSearchCondition(db, term, directory) }),
    walked: await ids({ walk: { lowerTerm, namedCategoryIds } }),
    byTrigrams,
  };
}

/** Every pair of the term's trigrams of ASCII letters and digits. */
function trigramPairs(lowerTerm: string): [string, string][] {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= lowerTerm.length; i++) {
    const trigram = lowerTerm.slice(i, i + 3);
    if (/^[a-z0-9]{3}$/.test(trigram)) trigrams.add(trigram);
  }
  const all = [...trigrams];
  return all.flatMap((first, i) =>
    all.slice(i + 1).map((second) => [first, second] as [string, string]),
  );
}

describe.skipIf(testDialect() !== 'postgres')('a search read the way chosen for it', () => {
  it.each(filters)('gives the planner’s rows (%s)', async (_, filter) => {
    for (const term of [
      'cotton kurta',
      'SILK saree',
      'kurta',
      'product 1999',
      'no such',
      '50%',
      'saree 9',
      'kurta 40',
    ]) {
      for (const page of [1, 2]) {
        const { planner, walked, byTrigrams } = await pages(term, filter, page);
        expect(walked, `${term}, page ${page}`).toEqual(planner);
        for (const { trigrams, rows } of byTrigrams) {
          expect(rows, `${term} by ${trigrams.join(', ')}, page ${page}`).toEqual(planner);
        }
      }
    }
    const { planner } = await pages('kurta', filter);
    expect(planner.length).toBeGreaterThan(0);
  });

  it.each([
    ['every category', NONE, 'Index Scan Backward using products_listing'],
    ['one category', filters[1]![1], 'Index Scan Backward using products_category_listing'],
    ['two categories', filters[2]![1], 'Index Scan Backward using products_listing'],
  ] as const)(
    'is prepared, its generic plan and its custom plan walking the listing (%s)',
    async (_, filter, expected) => {
      for (const [lowerTerm, namedCategoryIds] of [
        ['kurta', []],
        ['corner', ['category-20']],
      ] as const) {
        const plan = await planOfTheMarked(db.url, (kysely) =>
          selectCardPage(
            kysely,
            { ...filter, search: { walk: { lowerTerm, namedCategoryIds } } },
            { offset: 0, limit: 9 },
          ),
        );
        expect(plan.custom).toContain(expected);
        expect(plan.generic).toContain(expected);
        // The name as stored lowered (docs/decisions/511-lowered-names-kept.md), not lowered
        // again for each product passed.
        expect(plan.generic).toContain('strpos(name_lower, ?)');
      }
    },
  );

  it.each([
    ['every category', NONE],
    ['one category', filters[1]![1]],
    ['two categories', filters[2]![1]],
  ] as const)(
    'reads a rare term by two trigrams prepared, its generic plan the trigram index (%s)',
    async (_, filter) => {
      for (const [lowerTerm, trigrams] of [
        ['silk saree', ['ilk', 'ree']],
        ['no such thing', ['suc', 'thi']],
        ['cotton kurta 40', ['cot', 'urt']],
      ] as const) {
        const plan = await planOfTheMarked(db.url, (kysely) =>
          selectCardPage(
            kysely,
            { ...filter, search: { trigrams: { lowerTerm, trigrams } } },
            { offset: 0, limit: 9 },
          ),
        );
        // Its first five runs on a connection are planned with their values, and may take a
        // category's index instead (its 1,000 products here), or the listing for a term whose
        // trigrams are common (as 'cotton kurta 40''s are here): the generic plan is the one kept.
        if (filter === NONE && lowerTerm !== 'cotton kurta 40') {
          expect(plan.custom).toContain('Bitmap Index Scan on products_name_trgm');
        }
        expect(plan.generic).toContain('Bitmap Index Scan on products_name_trgm');
      }
    },
  );

  it('is planned at each request when prices bound it, on a later page or a longer one', async () => {
    const plans = await plansOfMarked(db.url, async (kysely) => {
      const search = { walk: { lowerTerm: 'kurta', namedCategoryIds: [] } };
      await selectCardPage(kysely, { ...filters[3]![1], search }, { offset: 0, limit: 9 });
      await selectCardPage(kysely, { ...NONE, search }, { offset: 8, limit: 9 });
      await selectCardPage(kysely, { ...NONE, search }, { offset: 0, limit: 21 });
      const trigrams = { trigrams: { lowerTerm: 'silk saree', trigrams: ['ilk', 'ree'] as const } };
      await selectCardPage(
        kysely,
        { ...filters[3]![1], search: trigrams },
        { offset: 0, limit: 9 },
      );
      await selectCardPage(kysely, { ...NONE, search: trigrams }, { offset: 8, limit: 9 });
    });
    expect(plans).toEqual([]);
  });

  it('walks a common term or one naming a category, not a rare one', async () => {
    const sample = new SearchSample(db.kysely);
    const walks = (lowerTerm: string, namedCategoryIds: string[] = [], filter = NONE) =>
      sample.walks({ ...filter, lowerTerm, namedCategoryIds }, 9);
    expect(walks('kurta')).toBe(false);
    await sample.loaded();
    expect(walks('kurta')).toBe(true);
    expect(walks('kurta', [], filters[1]![1])).toBe(true);
    expect(walks('corner', ['category-20'])).toBe(true);
    expect(walks('silk saree')).toBe(false);
    expect(walks('no such thing')).toBe(false);
  });

  it('keeps the lowered name with the name, as lower() makes it', async () => {
    await sql`update products set name = 'İSTANBUL Ünique KURTA Ǆ' where id = 'product-000002'`.execute(
      db.kysely,
    );
    const { rows } = await sql<{ same: boolean }>`
      select bool_and(name_lower = lower(name)) as same from products`.execute(db.kysely);
    expect(rows).toEqual([{ same: true }]);
    for (const term of ['Ünique kurta', 'ǆ']) {
      const { planner, walked } = await pages(term, NONE);
      expect(planner.map((card) => card.id)).toEqual(['product-000002']);
      expect(walked, term).toEqual(planner);
    }
  });

  it('reads a rare term by its two rarest trigrams, not a common one or one without two', async () => {
    const sample = new SearchSample(db.kysely);
    expect(sample.rareTrigrams('silk saree')).toBeNull();
    await sample.loaded();
    // 'sil' and 'ilk' are in 4 of 20,000 names, every other trigram of 'silk saree' in more.
    expect(sample.rareTrigrams('silk saree')).toEqual(['sil', 'ilk']);
    expect(sample.rareTrigrams('no such thing')).not.toBeNull();
    // Nearly every name holds 'pro' and 'rod'.
    expect(sample.rareTrigrams('product 1')).toBeNull();
    expect(sample.rareTrigrams('ab cd')).toBeNull();
    expect(sample.rareTrigrams('sil')).toBeNull();
  });
});
