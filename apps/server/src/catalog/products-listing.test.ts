import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductList } from '@haat/contracts';
import { ATTRIBUTION_COOKIE } from '../agents/attribution.ts';
import { makeCategory, makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { makeUser } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/*
 * The public catalogue reads, on a small fixed catalogue (no test here writes):
 *
 *   category   product (newest first)                price   state
 *   Footwear   Hiking Boots                          3999
 *   Footwear   Running Shoes                         2499    deleted
 *   Kitchen    Steel Tumbler Set                      299
 *   Books      Kerala Cookbook                        450
 *   Kitchen    Cast Iron Tawa                         899    out of stock
 *   Footwear   Leather Chappals                       499
 *   Kitchen    Pressure Cooker 5 L                   1999
 *   Footwear   Canvas Sneakers                        799
 *   Toys       (none)
 */
describe('catalogue listing, search, product page and related products', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const firstImage: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const footwear = await makeCategory(t, { name: 'Footwear' });
    const kitchen = await makeCategory(t, { name: 'Kitchen' });
    const books = await makeCategory(t, { name: 'Books' });
    await makeCategory(t, { name: 'Toys' });
    const add = async (
      name: string,
      categoryId: string,
      rupees: number,
      extra: { disabled?: 1; inventory?: number; display_discount?: number } = {},
    ) => {
      const images = [await makeImage(t), await makeImage(t)];
      const product = await makeProduct(t, {
        name,
        category_id: categoryId,
        price_paise: rupees * 100,
        images,
        ...extra,
        ...(extra.inventory === 0 ? { availability: 'Out of stock' as const } : {}),
      });
      ids[name] = product.id;
      firstImage[name] = `/images/${images[0]}.webp`;
    };
    await add('Canvas Sneakers', footwear.id, 799, { display_discount: 20 });
    await add('Pressure Cooker 5 L', kitchen.id, 1999);
    await add('Leather Chappals', footwear.id, 499);
    await add('Cast Iron Tawa', kitchen.id, 899, { inventory: 0 });
    await add('Kerala Cookbook', books.id, 450);
    await add('Steel Tumbler Set', kitchen.id, 299);
    await add('Running Shoes', footwear.id, 2499, { disabled: 1 });
    await add('Hiking Boots', footwear.id, 3999);
  });
  afterAll(() => t.close());

  const ALL = [
    'Hiking Boots',
    'Steel Tumbler Set',
    'Kerala Cookbook',
    'Cast Iron Tawa',
    'Leather Chappals',
    'Pressure Cooker 5 L',
    'Canvas Sneakers',
  ];

  async function list(query: string): Promise<ProductList> {
    const res = await t.request({ method: 'GET', url: `/api/all-products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const names = (cards: ProductCard[]) => cards.map((card) => card.productName);
  const listed = async (query: string) => names((await list(query)).result);

  describe('GET /all-products', () => {
    it('lists enabled products newest first, 8 by default, as cards', async () => {
      const page = await list('');
      expect(names(page.result)).toEqual(ALL);
      expect(page).toMatchObject({ page: 1, limit: 8, hasMore: false });
      expect(page.result[6]).toEqual({
        _id: ids['Canvas Sneakers'],
        productName: 'Canvas Sneakers',
        category: 'Footwear',
        price: 799,
        images: [firstImage['Canvas Sneakers']],
        displayDiscount: 20,
        availability: 'In stock',
      });
      expect(page.result[3]).toMatchObject({ availability: 'Out of stock', displayDiscount: null });
    });

    it('pages without overlap or gaps, and says when there is more', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list(`page=${page}&limit=3`)));
      expect(pages.map((page) => names(page.result))).toEqual([
        ALL.slice(0, 3),
        ALL.slice(3, 6),
        ALL.slice(6),
      ]);
      expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
      // A page that ends exactly at the last product has nothing more.
      expect((await list('page=1&limit=7')).hasMore).toBe(false);
      expect((await list('page=2&limit=6')).result).toHaveLength(1);
    });

    it('answers an empty page past the end', async () => {
      expect(await list('page=4&limit=3')).toEqual({
        result: [],
        page: 4,
        limit: 3,
        hasMore: false,
      });
      expect((await list('page=100000&limit=100')).result).toEqual([]);
    });

    it('refuses a bad page or limit with 400 naming the field', async () => {
      for (const [query, field] of [
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
        ['limit=2.5', 'limit'],
        ['page=0', 'page'],
        ['page=-1', 'page'],
        ['page=abc', 'page'],
        ['page=100001', 'page'],
        ['startingPrice=-5', 'startingPrice'],
        ['endingPrice=cheap', 'endingPrice'],
        ['endingPrice=1e12', 'endingPrice'],
        [`search=${'x'.repeat(101)}`, 'search'],
      ] as const) {
        const res = await t.request({ method: 'GET', url: `/api/all-products?${query}` });
        expect(res.statusCode, query).toBe(400);
        const body = res.json();
        expect(Object.keys(body.fields), query).toEqual([field]);
        expect(body.message, query).toMatch(new RegExp(`^${field}: `));
      }
      const res = await t.request({ method: 'GET', url: '/api/all-products?limit=101' });
      expect(res.json().fields.limit).toBe('Limit must be a whole number from 1 to 100');
    });

    it('filters by one category, by name in any case', async () => {
      expect(await listed('category=Footwear')).toEqual([
        'Hiking Boots',
        'Leather Chappals',
        'Canvas Sneakers',
      ]);
      expect(await listed('category=kitchen')).toEqual([
        'Steel Tumbler Set',
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
      ]);
      expect(await listed('category=Toys')).toEqual([]);
      expect(await listed('category=No%20such%20category')).toEqual([]);
    });

    it('filters by several categories, comma-separated, and by category2', async () => {
      const booksAndKitchen = [
        'Steel Tumbler Set',
        'Kerala Cookbook',
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
      ];
      expect(await listed('category=Kitchen,Books')).toEqual(booksAndKitchen);
      expect(await listed('category=%20Kitchen%20,%20books,,')).toEqual(booksAndKitchen);
      expect(await listed('category=Kitchen&category2=Books')).toEqual(booksAndKitchen);
      expect(await listed('category2=Books')).toEqual(['Kerala Cookbook']);
      expect(await listed('category=Kitchen,Unknown')).toEqual(
        booksAndKitchen.slice(0, 1).concat(['Cast Iron Tawa', 'Pressure Cooker 5 L']),
      );
      // An empty category parameter is no filter.
      expect(await listed('category=&category2=')).toEqual(ALL);
    });

    it('filters by price in rupees, both ends inclusive', async () => {
      expect(await listed('startingPrice=799&endingPrice=1999')).toEqual([
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
        'Canvas Sneakers',
      ]);
      expect(await listed('startingPrice=2000')).toEqual(['Hiking Boots']);
      expect(await listed('endingPrice=450')).toEqual(['Steel Tumbler Set', 'Kerala Cookbook']);
      expect(await listed('startingPrice=449.99&endingPrice=450.01')).toEqual(['Kerala Cookbook']);
      expect(await listed('startingPrice=2000&endingPrice=1000')).toEqual([]);
    });

    it('searches product and category names, ignoring case', async () => {
      expect(await listed('search=COOK')).toEqual(['Kerala Cookbook', 'Pressure Cooker 5 L']);
      expect(await listed('search=iron%20t')).toEqual(['Cast Iron Tawa']);
      expect(await listed('search=footw')).toEqual([
        'Hiking Boots',
        'Leather Chappals',
        'Canvas Sneakers',
      ]);
      expect(await listed('search=KITCH')).toEqual([
        'Steel Tumbler Set',
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
      ]);
      // Shorter than a trigram.
      expect(await listed('search=5%20')).toEqual(['Pressure Cooker 5 L']);
      expect(await listed('search=ER')).toEqual([
        'Steel Tumbler Set',
        'Kerala Cookbook',
        'Leather Chappals',
        'Pressure Cooker 5 L',
        'Canvas Sneakers',
      ]);
      expect(await listed('search=nothing%20like%20this')).toEqual([]);
      expect(await listed('search=%20%20')).toEqual(ALL);
    });

    it('combines every filter', async () => {
      expect(await listed('category=Kitchen&search=co')).toEqual(['Pressure Cooker 5 L']);
      expect(await listed('category=Kitchen,Books&search=cook')).toEqual([
        'Kerala Cookbook',
        'Pressure Cooker 5 L',
      ]);
      expect(
        await listed('category=Kitchen&category2=Books&startingPrice=400&endingPrice=900'),
      ).toEqual(['Kerala Cookbook', 'Cast Iron Tawa']);
      expect(await listed('search=s&startingPrice=700')).toEqual([
        'Hiking Boots',
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
        'Canvas Sneakers',
      ]);
      expect(
        await listed(
          'category=Footwear,Kitchen&category2=Books&startingPrice=450&endingPrice=2000' +
            '&search=e&page=2&limit=2',
        ),
      ).toEqual(['Leather Chappals', 'Pressure Cooker 5 L']);
      const last = await list(
        'category=Footwear,Kitchen&category2=Books&startingPrice=450&endingPrice=2000' +
          '&search=e&page=3&limit=2',
      );
      expect(names(last.result)).toEqual(['Canvas Sneakers']);
      expect(last.hasMore).toBe(false);
    });

    it('never lists a deleted product, whatever the filter', async () => {
      for (const query of [
        '',
        'category=Footwear',
        'search=running',
        'startingPrice=2499&endingPrice=2499',
      ]) {
        expect(await listed(query), query).not.toContain('Running Shoes');
      }
    });
  });

  describe('GET /get-all-products', () => {
    it('answers the newest enabled products as cards', async () => {
      const res = await t.request({ method: 'GET', url: '/api/get-all-products' });
      expect(res.statusCode).toBe(200);
      expect(names(res.json())).toEqual(ALL);
    });
  });

  describe('GET /products/{id}', () => {
    it('answers every field of the product, money in rupees and images in order', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/products/${ids['Canvas Sneakers']}`,
      });
      expect(res.statusCode).toBe(200);
      const product = res.json();
      expect(product).toMatchObject({
        _id: ids['Canvas Sneakers'],
        productName: 'Canvas Sneakers',
        description: 'A fine product.',
        details: '',
        category: 'Footwear',
        price: 799,
        displayDiscount: 20,
        size: [],
        inventory: 10,
        availability: 'In stock',
        disabled: false,
      });
      // Commission rates are for Agents and the Admin only.
      expect(product).not.toHaveProperty('agentCommission');
      expect(product.images).toHaveLength(2);
      expect(product.images[0]).toBe(firstImage['Canvas Sneakers']);
      expect(product.images[1]).toMatch(/^\/images\/[0-9a-f]{32}\.webp$/);
    });

    it('still opens a deleted product, showing it disabled', async () => {
      const res = await t.request({ method: 'GET', url: `/api/products/${ids['Running Shoes']}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ productName: 'Running Shoes', disabled: true });
    });

    it('answers 404 for an unknown id', async () => {
      for (const id of ['0190a0f0-0000-7000-8000-000000000000', 'not-an-id']) {
        const res = await t.request({ method: 'GET', url: `/api/products/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('This product does not exist.');
      }
    });

    it("remembers a shared link's agent, and only an agent", async () => {
      const agent = await makeUser(t.db, { role: 'Agent' });
      const customer = await makeUser(t.db, { role: 'Customer' });
      const url = `/api/products/${ids['Leather Chappals']}`;
      const shared = await t.request({ method: 'GET', url: `${url}?agentId=${agent.id}` });
      expect(shared.statusCode).toBe(200);
      const cookie = shared.cookies.find((c) => c.name === ATTRIBUTION_COOKIE);
      // `<agentId>.<when it was set>`: the server ends it after 30 days by its own clock.
      expect(cookie).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });
      expect(cookie?.value).toMatch(new RegExp(`^${agent.id}\\.\\d+$`));
      for (const agentId of [customer.id, 'nobody']) {
        const res = await t.request({ method: 'GET', url: `${url}?agentId=${agentId}` });
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === ATTRIBUTION_COOKIE)).toBeUndefined();
      }
    });
  });

  describe('GET /get-related-products', () => {
    const related = async (category: string, id: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/get-related-products?category=${encodeURIComponent(category)}&_id=${id}`,
      });
      expect(res.statusCode).toBe(200);
      return names(res.json());
    };

    it('answers other enabled products of the category, newest first', async () => {
      expect(await related('Footwear', ids['Leather Chappals']!)).toEqual([
        'Hiking Boots',
        'Canvas Sneakers',
      ]);
      expect(await related('kitchen', ids['Steel Tumbler Set']!)).toEqual([
        'Cast Iron Tawa',
        'Pressure Cooker 5 L',
      ]);
      expect(await related('Books', ids['Kerala Cookbook']!)).toEqual([]);
      expect(await related('Toys', ids['Kerala Cookbook']!)).toEqual([]);
      expect(await related('Gone', ids['Kerala Cookbook']!)).toEqual([]);
    });

    it('answers cards with the first image', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/get-related-products?category=Books&_id=${ids['Hiking Boots']}`,
      });
      expect(res.json()).toEqual([
        {
          _id: ids['Kerala Cookbook'],
          productName: 'Kerala Cookbook',
          category: 'Books',
          price: 450,
          images: [firstImage['Kerala Cookbook']],
          displayDiscount: null,
          availability: 'In stock',
        },
      ]);
    });

    it('needs the category and the product id', async () => {
      for (const query of ['category=Books', `_id=${ids['Hiking Boots']}`, 'category=&_id=x']) {
        const res = await t.request({ method: 'GET', url: `/api/get-related-products?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});

describe('bounded lists', () => {
  let t: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = (await makeCategory(t, { name: 'Many' })).id;
    const image = await makeImage(t);
    for (let i = 0; i < 103; i += 1) {
      await makeProduct(t, { name: `Item ${i}`, category_id: categoryId, images: [image] });
    }
  });
  afterAll(() => t.close());

  it('GET /get-all-products answers at most the newest 100', async () => {
    const res = await t.request({ method: 'GET', url: '/api/get-all-products' });
    const cards: ProductCard[] = res.json();
    expect(cards).toHaveLength(100);
    expect(cards[0]!.productName).toBe('Item 102');
    expect(cards[99]!.productName).toBe('Item 3');
  });

  it('GET /get-related-products answers at most 8', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/get-related-products?category=Many&_id=none',
    });
    expect(names(res.json())).toEqual([102, 101, 100, 99, 98, 97, 96, 95].map((i) => `Item ${i}`));
  });

  it('GET /all-products takes up to 100 a page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/all-products?limit=100&page=2' });
    const page: ProductList = res.json();
    expect(page.result.map((card) => card.productName)).toEqual(['Item 2', 'Item 1', 'Item 0']);
    expect(page.hasMore).toBe(false);
  });

  const names = (cards: ProductCard[]) => cards.map((card) => card.productName);
});
