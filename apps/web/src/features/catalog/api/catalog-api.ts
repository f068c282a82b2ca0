import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  specialPicksQuery,
  type AddToCartBody,
  type SpecialPicksFilter,
} from '@haat/contracts';
import { callPages, callQuery, type CallKey } from '../../../lib/api-query';
import { refreshCartCount } from '../../../lib/cart';
import { callApi, callApiWith } from '../../../lib/fetch-json';

/** What a shopper filters the product grid by; both travel in the page's URL. */
export interface ProductFilter {
  search?: string | undefined;
  category?: string | undefined;
}

/**
 * The special card's products: its categories between its two prices (docs/product.md, "Special
 * card").
 */
export type SpecialCardQuery = SpecialPicksFilter;

/** The picks a special card asks for; none when it names no category. */
export function specialCardQueryOf(
  card: SpecialPicksFilter | null | undefined,
): SpecialCardQuery | undefined {
  return card && (card.category1 || card.category2)
    ? {
        category1: card.category1,
        category2: card.category2,
        startingPrice: card.startingPrice,
        endingPrice: card.endingPrice,
      }
    : undefined;
}

export interface ProductPageQuery {
  id: string;
  /** Set by the shared-link page: the server remembers this agent for the visitor. */
  agentId?: string | undefined;
}

/**
 * The catalogue calls (docs/product.md, "Calls"). Home's first three (the special card, the first page of
 * products, the categories) are also preloaded by the server from index.html (contracts'
 * ROUTE_DATA_PRELOADS): they ask for the same URLs, with the same credentials and no extra
 * headers, so the browser hands over the preloaded answers.
 */
export const catalogQueries = {
  categories: () => callQuery('catalog.categories.list'),
  specialCard: () => callQuery('catalog.specialCard.get'),
  /**
   * The card's picks, at the address the server preloads; nothing is asked before the card
   * is known, or when it names no category.
   */
  specialPicks: (query: SpecialCardQuery | undefined) => {
    const picks = query ? specialPicksQuery(query) : null;
    return queryOptions({
      queryKey: ['catalog.products.list', { query: picks }] as CallKey,
      queryFn: async ({ signal }) =>
        (await callApiWith('catalog.products.list', { signal }, { query: picks ?? {} })).result,
      enabled: picks !== null,
    });
  },
  /** The public listing, 8 at a time; a new filter is a new list that starts at page 1. */
  products: ({ search, category }: ProductFilter) =>
    callPages('catalog.products.list', {
      limit: PAGE_SIZE.publicProducts,
      search: search || undefined,
      category: category || undefined,
    }),
  product: ({ id, agentId }: ProductPageQuery) =>
    callQuery('catalog.products.get', { params: { id }, query: { agentId } }),
  related: ({ category, productId }: { category: string; productId: string }) =>
    callQuery('catalog.products.listRelated', { query: { category, _id: productId } }),
};

export const catalogMutations = {
  /**
   * Adds to the signed-in shopper's cart, then refreshes the header's count (docs/product.md, "Product page"). The cart
   * itself belongs to the cart screens; the product page only adds to it.
   */
  addToCart: () =>
    mutationOptions({
      mutationFn: (body: AddToCartBody) => callApi('cart.items.add', { body }),
      onSuccess: (_answer, _body, _onMutateResult, { client }) => void refreshCartCount(client),
    }),
};
