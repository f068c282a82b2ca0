import {
  PAGE_SIZE,
  specialPicksPath,
  type AddToCartBody,
  type Category,
  type Product,
  type ProductCard,
  type ProductList,
  type SpecialCard,
  type SpecialPicksFilter,
} from '@haat/contracts';
import { queryString, sendJson } from '../../../lib/fetch-json';
import { useFetchPages, useFetchQuery } from '../../../lib/fetch-query';

/** What a shopper filters the product grid by; both travel in the page's URL. */
export interface ProductFilter {
  search?: string | undefined;
  category?: string | undefined;
}

/** The special card's products: its categories between its two prices (spec 2, Home). */
export type SpecialCardQuery = SpecialPicksFilter;

export interface ProductPageQuery {
  id: string;
  /** Set by the shared-link page: the server remembers this agent for the visitor. */
  agentId?: string | undefined;
}

/**
 * The catalogue calls of spec 7. They serve the first screen, so they go through the small
 * fetch layer's plain reads (lib/fetch-query); the signed-in screens' calls (lib/endpoints)
 * sit on the same cache and are loaded with their pages.
 * Home's first three addresses are also preloaded by the server from index.html
 * (contracts' HOME_PRELOADS); the same URLs are asked for here.
 */
export const catalogPaths = {
  categories: () => '/todos',
  specialCard: () => '/get-card-details',
  specialCardProducts: (query: SpecialCardQuery) => specialPicksPath(query),
  products: ({ search, category }: ProductFilter, page: number) =>
    `/all-products${queryString({
      page,
      limit: PAGE_SIZE.publicProducts,
      search: search || undefined,
      category: category || undefined,
    })}`,
  product: ({ id, agentId }: ProductPageQuery) =>
    `/products/${encodeURIComponent(id)}${queryString({ agentId })}`,
  relatedProducts: ({ category, productId }: { category: string; productId: string }) =>
    `/get-related-products${queryString({ category, _id: productId })}`,
};

export function useGetCategoriesQuery() {
  return useFetchQuery<Category[]>(catalogPaths.categories());
}

export function useGetSpecialCardQuery() {
  return useFetchQuery<SpecialCard>(catalogPaths.specialCard());
}

export function useGetSpecialCardProductsQuery(query: SpecialCardQuery | undefined) {
  const answer = useFetchQuery<ProductList>(query ? catalogPaths.specialCardProducts(query) : null);
  return { ...answer, data: answer.data?.result };
}

/** The public listing, 8 at a time; a new filter is a new list that starts at page 1. */
export function useGetProductPages(filter: ProductFilter) {
  return useFetchPages<ProductCard, ProductList>(
    JSON.stringify([filter.search ?? '', filter.category ?? '']),
    (page) => catalogPaths.products(filter, page),
  );
}

export function useGetProductQuery(query: ProductPageQuery | undefined) {
  return useFetchQuery<Product>(query ? catalogPaths.product(query) : null);
}

export function useGetRelatedProductsQuery(query: { category: string; productId: string }) {
  return useFetchQuery<ProductCard[]>(catalogPaths.relatedProducts(query));
}

/**
 * Adds to the signed-in shopper's cart. The cart itself belongs to the cart screens; the
 * product page only adds to it (and then refreshes the header's count, spec 4).
 */
export function addToCart(body: AddToCartBody) {
  return sendJson<unknown>('/add-to-cart', { method: 'POST', body: JSON.stringify(body) });
}
