/** The page number of the URL's `page` parameter (1 when absent or not a page). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
