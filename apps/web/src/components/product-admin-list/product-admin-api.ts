import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@haat/contracts';
import { callPages, callQuery, type CallKey } from '../../lib/api-query';

/** What the 'Your Products' list is filtered by; `round` starts a fresh list at page 1. */
export interface ProductAdminFilter {
  search: string;
  category: string;
  /**
   * Bumped after a change (a delete), so the list starts again at page 1 (docs/product.md, "Admin:
   * products").
   */
  round: number;
}

// The calls of the 'Your Products' list (docs/product.md, "Admin: products"):
// catalog.products.list, 5 at a time, and catalog.categories.list.
export const productAdminQueries = {
  categories: () => callQuery('catalog.categories.list'),
  /** The list grows while pages come back, and stops at an empty one (docs/product.md, "Admin: products"). */
  pages: ({ search, category, round }: ProductAdminFilter) => {
    const params = {
      limit: PAGE_SIZE.adminProducts,
      search: search || undefined,
      category: category || undefined,
    };
    return infiniteQueryOptions({
      ...callPages('catalog.products.list', params),
      // A new `round` is a new list, from page 1; it is not sent.
      queryKey: ['catalog.products.list', { query: params }, round] as CallKey,
      // Dropped when the list goes: coming back shows the products as they are now.
      gcTime: 0,
    });
  },
};
