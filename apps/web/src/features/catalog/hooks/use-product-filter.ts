import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ProductFilter } from '../api/catalog-api';

/** Marks a history entry made by typing a search, so further typing replaces it. */
interface SearchEntryState {
  typedSearch?: boolean;
}

/**
 * The search text and category of a product grid, kept in the page's URL (`?search=&category=`)
 * so that a link shows the same products and the back button returns to them.
 */
export function useProductFilter() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const typing = (location.state as SearchEntryState | null)?.typedSearch === true;

  const update = useCallback(
    (
      changes: Partial<Record<'search' | 'category', string>>,
      options: { replace: boolean; state?: SearchEntryState },
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: options.replace, state: options.state, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // A search is one step back in history however long the typing took: its first change
  // adds an entry and the rest replace it. A chosen category is a step of its own.
  const setSearch = useCallback(
    (value: string) =>
      update({ search: value.trim() }, { replace: typing, state: { typedSearch: true } }),
    [update, typing],
  );
  const setCategory = useCallback(
    (value: string | null) => update({ category: value ?? '' }, { replace: false }),
    [update],
  );
  const clearFilter = useCallback(
    () => update({ search: '', category: '' }, { replace: false }),
    [update],
  );

  const filter = useMemo<ProductFilter>(
    () => ({ search: search || undefined, category: category || undefined }),
    [search, category],
  );

  return { filter, search, category, setSearch, setCategory, clearFilter };
}
