import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  /**
   * The address this hook last went to, and the one it went from. React Router hands the updater
   * the address of the last render: a search whose pause ends after a category was chosen, but
   * before the page rendered it (a slow phone), would start from the address without the
   * category and drop it. Until a render shows another address, the next change starts from ours.
   */
  const sent = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const shown = params.toString();
  useEffect(() => {
    // Rendered: from now on the render's address is the one to start from (Back included).
    if (sent.current?.to.toString() === shown) sent.current = null;
  }, [shown]);

  const update = useCallback(
    (
      changes: Partial<Record<'search' | 'category', string>>,
      options: { replace: boolean; state?: SearchEntryState },
    ) => {
      setParams(
        (current) => {
          const base =
            sent.current && sent.current.from === current.toString() ? sent.current.to : current;
          const next = new URLSearchParams(base);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          sent.current = { from: current.toString(), to: next };
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
