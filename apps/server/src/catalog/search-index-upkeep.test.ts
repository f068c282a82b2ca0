import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';
import { SearchIndexUpkeep, searchIndexSegments } from './search-index-upkeep.ts';

describe.skipIf(testDialect() !== 'sqlite')('the search index kept in one segment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const names = async (search: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/all-products?search=${encodeURIComponent(search)}&limit=50`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.map((card: { productName: string }) => card.productName);
  };

  it('merges the segments that separate writes leave, and finds the same products', async () => {
    const category = await makeCategory(t, { name: 'Lamps' });
    // Each product in its own transaction: FTS5 writes each as a new segment.
    for (let i = 0; i < 6; i += 1) {
      await makeProduct(t, {
        name: `Brass Lamp ${i}`,
        category_id: category.id,
        created_at: new Date(Date.UTC(2026, 5, 1, 10, i)).toISOString(),
      });
    }
    expect(await searchIndexSegments(t.db)).toBeGreaterThan(1);
    const before = [await names('brass'), await names('lamp 3'), await names('amps')];
    expect(before[0]).toHaveLength(6);

    const upkeep = new SearchIndexUpkeep(t.db, { error: () => undefined });
    expect(await upkeep.mergeAll()).toBeGreaterThan(0);
    expect(await searchIndexSegments(t.db)).toBe(1);
    expect([await names('brass'), await names('lamp 3'), await names('amps')]).toEqual(before);
    // Nothing left to merge: no step does any work.
    expect(await upkeep.mergeAll()).toBe(0);
    await upkeep.close();
  });

  it('merges soon after a merge is scheduled', async () => {
    const category = await makeCategory(t, { name: 'Pots' });
    await makeProduct(t, { name: 'Clay Pot', category_id: category.id });
    expect(await searchIndexSegments(t.db)).toBeGreaterThan(1);
    const upkeep = new SearchIndexUpkeep(t.db, { error: () => undefined });
    upkeep.schedule(0);
    await expect.poll(() => searchIndexSegments(t.db), { timeout: 5_000 }).toBe(1);
    expect(await names('clay')).toEqual(['Clay Pot']);
    await upkeep.close();
  });
});
