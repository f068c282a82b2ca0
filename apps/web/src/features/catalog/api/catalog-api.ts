import {
  PAGE_SIZE,
  type AddToCartBody,
  type Category,
  type Product,
  type ProductCard,
  type ProductList,
  type SpecialCard,
} from '@haat/contracts';
import { api } from '../../../lib/api';

/** What a shopper filters the product grid by; both travel in the page's URL. */
export interface ProductFilter {
  search?: string | undefined;
  category?: string | undefined;
}

/** The special card's products: its categories between its two prices (spec 2, Home). */
export interface SpecialCardQuery {
  category1: string | null;
  category2: string | null;
  startingPrice: number;
  endingPrice: number;
}

export interface ProductPageQuery {
  id: string;
  /** Set by the shared-link page: the server remembers this agent for the visitor. */
  agentId?: string | undefined;
}

/** The catalogue calls of spec 7, injected here so that they load with the catalogue pages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({ query: () => '/todos' }),

    getSpecialCard: build.query<SpecialCard, void>({ query: () => '/get-card-details' }),

    getSpecialCardProducts: build.query<ProductCard[], SpecialCardQuery>({
      query: ({ category1, category2, startingPrice, endingPrice }) => ({
        url: '/all-products',
        params: {
          page: 1,
          limit: PAGE_SIZE.publicProducts,
          category: category1 ?? category2 ?? undefined,
          category2: category1 ? (category2 ?? undefined) : undefined,
          startingPrice,
          endingPrice,
        },
      }),
      transformResponse: (list: ProductList) => list.result,
    }),

    /** The public listing, 8 at a time; a new filter is a new list that starts at page 1. */
    getProducts: build.infiniteQuery<ProductList, ProductFilter, number>({
      // Back to a list after a few minutes on product pages still finds every page loaded.
      keepUnusedDataFor: 600,
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Spec 4: the list stops at an empty page; the server also says when it was the last.
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore && lastPage.result.length > 0 ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { search, category }, pageParam }) => ({
        url: '/all-products',
        params: {
          page: pageParam,
          limit: PAGE_SIZE.publicProducts,
          search: search || undefined,
          category: category || undefined,
        },
      }),
    }),

    getProduct: build.query<Product, ProductPageQuery>({
      query: ({ id, agentId }) => ({
        url: `/products/${encodeURIComponent(id)}`,
        params: { agentId },
      }),
    }),

    getRelatedProducts: build.query<ProductCard[], { category: string; productId: string }>({
      query: ({ category, productId }) => ({
        url: '/get-related-products',
        params: { category, _id: productId },
      }),
    }),

    // The cart itself belongs to the cart screens; the product page only adds to it (and then
    // refreshes the header's count, spec 4).
    addToCart: build.mutation<unknown, AddToCartBody>({
      query: (body) => ({ url: '/add-to-cart', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetSpecialCardQuery,
  useGetSpecialCardProductsQuery,
  useGetProductsInfiniteQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useAddToCartMutation,
} = catalogApi;
