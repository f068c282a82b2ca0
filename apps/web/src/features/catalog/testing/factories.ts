import type { Category, Product, ProductCard, ProductList } from '@haat/contracts';

let sequence = 0;
const nextId = () => `01900000-0000-7000-8000-${String((sequence += 1)).padStart(12, '0')}`;
const image = (n: number) => `/images/${n.toString(16).padStart(32, '0')}.webp`;

export function makeCategory(name: string): Category {
  return { _id: nextId(), categories: name, image: null, productCount: 0 };
}

export function makeProductCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const id = nextId();
  return {
    _id: id,
    productName: `Product ${id.slice(-4)}`,
    category: "Men's Clothing",
    price: 899,
    images: [image(sequence)],
    displayDiscount: null,
    availability: 'In stock',
    ...overrides,
  };
}

/**
 * A whole product; a product with sizes holds `inventory` of each size unless `sizeStock` is
 * given.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const size = overrides.size ?? [];
  const inventory = overrides.inventory ?? 10;
  return {
    ...makeProductCard(),
    description: 'A straight-cut kurta in soft cotton.',
    details: 'Fabric: 100% cotton\nCare: Hand wash',
    categoryId: nextId(),
    images: [image(sequence), image(sequence + 1000)],
    agentCommission: 8,
    size: [],
    inventory: 10,
    sizeStock: size.length > 0 ? Object.fromEntries(size.map((each) => [each, inventory])) : null,
    sku: `HAAT-${sequence}`,
    hsn: '6205',
    gstRate: 5,
    disabled: false,
    ...overrides,
  };
}

/** A page of GET /all-products. */
export function makePage(
  result: ProductCard[],
  { page = 1, hasMore = false }: { page?: number; hasMore?: boolean } = {},
): ProductList {
  return { result, page, limit: 8, hasMore };
}

export function makeCards(count: number, overrides: Partial<ProductCard> = {}): ProductCard[] {
  return Array.from({ length: count }, () => makeProductCard(overrides));
}
