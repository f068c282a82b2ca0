import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';
import { EventBus } from '../events/event-bus.ts';
import { subscribeCatalogueCaches } from './catalog.subscribers.ts';
import { CategoryDirectory } from './category-directory.ts';
import { ResponseCache } from './response-cache.ts';
import { listProducts } from './products.service.ts';
import { TrigramCounts, trigramsOf } from './trigram-counts.ts';

/** A long search phrase read by its rarest trigrams (docs/decisions/421-rare-trigrams-first.md). */
describe.skipIf(testDialect() !== 'sqlite')('long search phrases by their rarest trigrams', () => {
  let t: TestApp;
  let directory: CategoryDirectory;
  beforeAll(async () => {
    t = await buildTestApp();
    directory = new CategoryDirectory(t.db.kysely);
    const jewellery = await makeCategory(t, { name: 'Royal Velvet Jewellery' });
    const bags = await makeCategory(t, { name: 'Bags' });
    const names = [
      'Royal Velvet Jhumkas',
      'ROYAL VELVET JHUMKAS, gold',
      'Royal velvet  jhumkas (two spaces)',
      'Royal Velvet Jhumka set',
      'Velvet Jhumkas, royal blue',
      'Jhumkas of royal velvet',
      'Brass Lamp',
      'Cotton Tote',
      'Jute Bag 50%_off',
    ];
    for (const [i, name] of names.entries()) {
      await makeProduct(t, { name, category_id: i % 2 === 0 ? bags.id : jewellery.id });
    }
  });
  afterAll(() => t.close());

  /** The names a search finds, through the phrase or through the counts given. */
  const found = async (search: string, trigrams: TrigramCounts | null) =>
    (
      await listProducts(
        t.db,
        directory,
        { page: 1, limit: 50, search },
        { withCommission: false },
        trigrams,
      )
    ).result.map((card) => card.productName);

  /** Counts that know every trigram of `terms`, once the background counting is done. */
  const countedFor = async (terms: string[]) => {
    const counts = new TrigramCounts(t.db);
    for (const term of terms) counts.rareSearch(term);
    await vi.waitFor(() => {
      for (const term of terms) {
        if (trigramsOf(term).length >= 5 && /^[\x20-\x7e]+$/.test(term)) {
          expect(counts.rareSearch(term)).not.toBeNull();
        }
      }
    });
    return counts;
  };

  it('finds the same products, in the same order, as the phrase does', async () => {
    const terms = [
      'royal velvet jhumkas',
      'ROYAL velvet',
      'velvet jewellery',
      'velvet jhumka',
      'jhumkas of',
      '50%_off',
      'no such thing at all',
    ];
    const counts = await countedFor(terms);
    for (const term of terms) {
      expect(await found(term, counts), term).toEqual(await found(term, null));
    }
    expect(await found('royal velvet jhumkas', counts)).toEqual([
      'ROYAL VELVET JHUMKAS, gold',
      'Royal Velvet Jhumkas',
    ]);
    // The category's name counts as it does for the phrase: all of that category's products.
    expect(await found('velvet jewellery', counts)).toHaveLength(4);
    expect(await found('50%_off', counts)).toEqual(['Jute Bag 50%_off']);
  });

  it('reads by the rarest trigrams only where that is safe and cheaper', async () => {
    const counts = await countedFor(['royal velvet jhumkas']);
    const rare = counts.rareSearch('royal velvet jhumkas');
    expect(rare?.like).toBe('%royal velvet jhumkas%');
    // Two trigrams of the phrase, each held by as few products as any of its trigrams.
    expect(rare?.match).toMatch(/^"[^"]{3}" AND "[^"]{3}"$/);
    // Short terms, and terms with letters whose case LIKE does not fold, are read as phrases.
    expect(counts.rareSearch('lamp')).toBeNull();
    expect(counts.rareSearch('शाही मखमल झुमके')).toBeNull();
    expect(counts.rareSearch('velvet jhümkas')).toBeNull();
  });

  it('forgets its counts when the catalogue changes, and counts again', async () => {
    const counts = await countedFor(['royal velvet jhumkas']);
    counts.forget();
    expect(counts.rareSearch('royal velvet jhumkas')).toBeNull();
    await vi.waitFor(() => expect(counts.rareSearch('royal velvet jhumkas')).not.toBeNull());
  });

  it('keeps its counts when an order only takes stock, and forgets them when a product changes', async () => {
    const counts = await countedFor(['royal velvet jhumkas']);
    const events = new EventBus({ error: () => undefined });
    subscribeCatalogueCaches(events, { answers: new ResponseCache(), directory, trigrams: counts });
    const changed = (stockOnly: boolean) =>
      events.transaction(t.db, ({ publish }) =>
        publish('product.changed', { productIds: ['p1'], ...(stockOnly ? { stockOnly } : {}) }),
      );
    await changed(true);
    expect(counts.rareSearch('royal velvet jhumkas')).not.toBeNull();
    await changed(false);
    expect(counts.rareSearch('royal velvet jhumkas')).toBeNull();
  });

  it("answers the app's searches the same once their trigrams are counted", async () => {
    const names = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/all-products?search=${encodeURIComponent('royal velvet jhumkas')}&limit=50&n=${Math.random()}`,
        })
      )
        .json()
        .result.map((card: { productName: string }) => card.productName);
    const first = await names();
    // The first search set its trigrams counting; a moment later the counts serve it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await names()).toEqual(first);
    expect(first).toEqual(['ROYAL VELVET JHUMKAS, gold', 'Royal Velvet Jhumkas']);
  });
});
