import type { DehydratedStateLike } from './rendered-pages.ts';
import type { Product, ProductCard } from '@haat/contracts';

/**
 * Structured data for search engines (schema.org JSON-LD, docs/decisions/192-server-rendering.md),
 * made from the answers the rendered page read, so it says what the page shows: a product
 * page's `Product` with its offer and its `BreadcrumbList`, a listing's `ItemList`.
 */

type JsonLd = Record<string, unknown>;

function answerOf<T>(state: DehydratedStateLike, call: string): T | undefined {
  return state.queries.find((query) => query.queryKey[0] === call)?.state.data as T | undefined;
}

/** The product a product page shows, as its answer was read for the page. */
export function pageProduct(state: DehydratedStateLike): Product | undefined {
  return answerOf<Product>(state, 'catalog.products.get');
}

function absolute(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}

/** In stock while the product is offered and any of its sizes (or its one count) has stock. */
function inStock(product: Product): boolean {
  return product.availability === 'In stock' && product.inventory > 0;
}

function productLd(product: Product, pageUrl: string, publicUrl: string): JsonLd[] {
  const category = `${absolute(publicUrl, '/products-details')}?category=${encodeURIComponent(product.category)}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      description: product.description,
      sku: product.sku,
      category: product.category,
      image: product.images.map((image) => absolute(publicUrl, image)),
      url: pageUrl,
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: inStock(product)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absolute(publicUrl, '/') },
        { '@type': 'ListItem', position: 2, name: product.category, item: category },
        { '@type': 'ListItem', position: 3, name: product.productName, item: pageUrl },
      ],
    },
  ];
}

function listingLd(cards: ProductCard[], publicUrl: string): JsonLd[] {
  if (cards.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: cards.map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(publicUrl, `/product/${encodeURIComponent(card._id)}`),
        name: card.productName,
      })),
    },
  ];
}

/**
 * The page's JSON-LD blocks: a product page's product, or a listing's first page of products.
 * `pageUrl` is the absolute address of the page.
 */
export function structuredData(
  state: DehydratedStateLike,
  pageUrl: string,
  publicUrl: string,
): JsonLd[] {
  const product = pageProduct(state);
  if (product) return product.disabled ? [] : productLd(product, pageUrl, publicUrl);
  // The grid's pages (home's special picks are the same call, answered as a plain list).
  const grid = state.queries.find(
    (query) =>
      query.queryKey[0] === 'catalog.products.list' &&
      Array.isArray((query.state.data as { pages?: unknown } | undefined)?.pages),
  )?.state.data as { pages: { result: ProductCard[] }[] } | undefined;
  const first = grid?.pages[0]?.result;
  return first ? listingLd(first, publicUrl) : [];
}

/**
 * `<script type="application/ld+json">` for a block: data, never run (the CSP allows no inline
 * script); `<` is escaped so no text in it can close the element.
 */
export function jsonLdScript(block: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`;
}
