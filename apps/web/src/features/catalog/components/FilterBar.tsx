import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../api/catalog-api';
import { CategoryFilter } from './CategoryFilter';
import { SearchBox } from './SearchBox';

interface FilterBarProps {
  search: string;
  category: string;
  onSearch: (search: string) => void;
  onCategory: (category: string | null) => void;
}

/**
 * The filter bar (docs/product.md, "Home"): the 'Search products' box and the category dropdown.
 */
export function FilterBar({ search, category, onSearch, onCategory }: FilterBarProps) {
  // Without categories (still loading, or failed) the dropdown offers only 'All Category'.
  const { data: categories } = useQuery(catalogQueries.categories());
  const names = categories?.map((entry) => entry.categories) ?? [];
  return (
    <div className="flex gap-2 sm:gap-3">
      <SearchBox value={search} onSearch={onSearch} />
      <CategoryFilter categories={names} value={category} onChange={onCategory} />
    </div>
  );
}
