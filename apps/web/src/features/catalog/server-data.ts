import type { QueryClient } from '@tanstack/react-query';
import { ROUTES, type RoutePattern } from '@haat/contracts';
import { catalogQueries, specialCardQueryOf, type ProductFilter } from './api/catalog-api';

/** Thrown by a page's server data: the page is rendered, and answers 404. */
export class PageNotFound extends Error {
  readonly status = 404;
}

/** Where a page is asked for: its route's parameters and the address's query. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a server-rendered page reads before it renders: its queries, put into the request's
 * client (docs/decisions/192-server-rendering.md). The page asks for the same query options,
 * so on the server and again in the browser it finds its data there and asks for nothing.
 */
export type ServerData = (client: QueryClient, address: PageAddress) => Promise<void>;

/**
 * The query parameters a rendered page reads: a product grid's filter. Any other (a shared
 * link's `utm_source` or `fbclid`) does not change the page, so the server renders and keeps
 * one page for all of them (docs/decisions/197-a-page-is-its-path-and-filter.md).
 */
export const PAGE_QUERY_PARAMS = ['category', 'search'] as const;

function filterOf(search: URLSearchParams): ProductFilter {
  return { search: search.get('search') ?? '', category: search.get('category') ?? '' };
}

async function productGrid(client: QueryClient, search: URLSearchParams) {
  await client.prefetchInfiniteQuery(catalogQueries.products(filterOf(search)));
}

async function productPage(client: QueryClient, id: string | undefined, agentId?: string) {
  if (!id) return;
  const product = await client.fetchQuery(catalogQueries.product({ id, agentId }));
  await client.prefetchQuery(
    catalogQueries.related({ category: product.category, productId: product._id }),
  );
  // A deleted product's page still opens, as no longer sold (docs/product.md, "Product page"),
  // but it is gone for search engines: the page answers 404.
  if (product.disabled) throw new PageNotFound();
}

/** The storefront's pages rendered on the server, each with what it reads. */
export const catalogServerData: Partial<Record<RoutePattern, ServerData>> = {
  [ROUTES.home]: async (client, { search }) => {
    const filter = filterOf(search);
    const picks = async () => {
      const card = await client.fetchQuery(catalogQueries.specialCard());
      const query = specialCardQueryOf(card);
      if (query) await client.prefetchQuery(catalogQueries.specialPicks(query));
    };
    await Promise.all([
      client.prefetchQuery(catalogQueries.categories()),
      productGrid(client, search),
      // A filtered home shows its results in place of the special card.
      filter.search || filter.category ? undefined : picks(),
    ]);
  },
  [ROUTES.productListing]: async (client, { search }) => {
    await Promise.all([
      client.prefetchQuery(catalogQueries.categories()),
      productGrid(client, search),
    ]);
  },
  [ROUTES.product]: (client, { params }) => productPage(client, params.id),
  [ROUTES.sharedProduct]: (client, { params }) =>
    productPage(client, params.productId, params.agentId),
};
