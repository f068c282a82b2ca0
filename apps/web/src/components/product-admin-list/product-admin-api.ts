import { PAGE_SIZE, type Category, type ProductList } from '@haat/contracts';
import { defineQuery, definePagedQuery } from '../../lib/endpoints';

/** What the 'Your Products' list is filtered by; `round` starts a fresh list at page 1. */
export interface ProductAdminFilter {
  search: string;
  category: string;
  /** Bumped after a change (a delete), so the list starts again at page 1 (spec 4). */
  round: number;
}

// The calls of the 'Your Products' list (spec 7: GET /all-products, limit 5, and GET /todos).

export const useGetProductAdminCategoriesQuery = defineQuery<Category[], void>({
  query: () => '/todos',
  tags: ['AdminCategories'],
});

/** Spec 4: the list grows while pages come back, and stops at an empty one. */
export const useGetProductAdminPagesInfiniteQuery = definePagedQuery<
  ProductList,
  ProductAdminFilter
>({
  // A new `round` is a new list in the cache (the argument is part of its key), from page 1.
  query: ({ search, category }, page) => ({
    url: '/all-products',
    params: {
      page,
      limit: PAGE_SIZE.adminProducts,
      search: search || undefined,
      category: category || undefined,
    },
  }),
  dropWhenUnused: true,
});
