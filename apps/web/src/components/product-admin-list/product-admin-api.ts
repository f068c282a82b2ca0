import { PAGE_SIZE, type Category, type ProductList } from '@haat/contracts';
import { api } from '../../lib/api';

/** What the 'Your Products' list is filtered by; `round` starts a fresh list at page 1. */
export interface ProductAdminFilter {
  search: string;
  category: string;
  /** Bumped after a change (a delete), so the list starts again at page 1 (spec 4). */
  round: number;
}

/** The calls of the 'Your Products' list (spec 7: GET /all-products, limit 5, and GET /todos). */
export const productAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductAdminCategories: build.query<Category[], void>({ query: () => '/todos' }),

    getProductAdminPages: build.infiniteQuery<ProductList, ProductAdminFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Spec 4: the page grows while pages come back, and stops at an empty one.
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore && lastPage.result.length > 0 ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { search, category }, pageParam }) => ({
        url: '/all-products',
        params: {
          page: pageParam,
          limit: PAGE_SIZE.adminProducts,
          search: search || undefined,
          category: category || undefined,
        },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetProductAdminCategoriesQuery, useGetProductAdminPagesInfiniteQuery } =
  productAdminApi;
