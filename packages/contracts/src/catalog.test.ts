import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryBodySchema,
  productBodySchema,
  productCreateBodySchema,
  productListQuerySchema,
} from './catalog.ts';

const product = {
  productName: 'Kurta',
  description: 'Cotton',
  category: "Men's Clothing",
  price: 499,
  images: [`/images/${'a'.repeat(32)}.webp`],
  agentCommission: 5,
  inventory: 0,
  availability: 'Out of stock',
};

describe('catalogue contracts', () => {
  it("take the listing query from strings, with the first specification's defaults", () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 8 });
    expect(
      productListQuerySchema.parse({
        page: '3',
        limit: '5',
        category: " Men's Clothing , Footwear,,",
        startingPrice: '499.5',
      }),
    ).toEqual({
      page: 3,
      limit: 5,
      category: ["Men's Clothing", 'Footwear'],
      startingPrice: 499.5,
    });
    for (const bad of [{ page: '0' }, { limit: '101' }, { limit: '1.5' }, { endingPrice: '-1' }]) {
      expect(productListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('split any comma-separated category list into its trimmed names', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !s.includes(',') && s.trim() !== '');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 10 }), (names) => {
        const parsed = productListQuerySchema.parse({ category: names.join(' , ') });
        expect(parsed.category).toEqual(names.map((n) => n.trim()));
      }),
    );
  });

  it('refuse a category name with a comma, which the listing could not filter by', () => {
    expect(categoryBodySchema.safeParse({ categories: 'Home, Garden' }).success).toBe(false);
    expect(categoryBodySchema.parse({ categories: '  Home & Garden ' })).toEqual({
      categories: 'Home & Garden',
    });
  });

  it('need stock for a new product but not for an update', () => {
    expect(productBodySchema.safeParse(product).success).toBe(true);
    const created = productCreateBodySchema.safeParse(product);
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((issue) => issue.message)).toEqual([
      'Inventory must be at least 1',
    ]);
    expect(productCreateBodySchema.safeParse({ ...product, inventory: 1 }).success).toBe(true);
  });

  it('take a display discount in whole percent only (it is stored as an integer)', () => {
    expect(productBodySchema.safeParse({ ...product, displayDiscount: 15 }).success).toBe(true);
    expect(productBodySchema.safeParse({ ...product, displayDiscount: 12.5 }).success).toBe(false);
    expect(productBodySchema.safeParse({ ...product, displayDiscount: null }).success).toBe(true);
  });
});
