/** Addresses of the catalogue's pages (docs/product.md, "Pages"). */

export const LISTING_PATH = '/products-details';

export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** The listing filtered to one category, as the breadcrumb links it. */
export function categoryListingPath(category: string): string {
  return `${LISTING_PATH}?${new URLSearchParams({ category }).toString()}`;
}
