import { Trans, useLingui } from '@lingui/react/macro';
import { FilterBar } from '../components/FilterBar';
import { ProductResults } from '../components/ProductResults';
import { pageClass } from '../../../components/styles';
import { useProductFilter } from '../hooks/use-product-filter';

/**
 * /products-details (docs/product.md, "Product listing"): search, category filter and products 8 at
 * a time, endlessly.
 */
export function ProductListingPage() {
  const { t } = useLingui();
  const { filter, search, category, setSearch, setCategory, clearFilter } = useProductFilter();
  const heading = category || t`All products`;

  return (
    <div className={`${pageClass} py-6 sm:py-10`}>
      <title>{t`${heading} · Haat`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{heading}</h1>
      {filter.search && (
        <p className="mt-1 text-ink-700">
          <Trans>
            Results for <q className="font-semibold text-ink-900">{filter.search}</q>
          </Trans>
        </p>
      )}
      <div className="relative z-20 -mx-4 mt-4 bg-ink-50/95 px-4 py-3 backdrop-blur-sm sm:sticky sm:top-16 sm:-mx-6 sm:px-6">
        <FilterBar
          search={search}
          category={category}
          onSearch={setSearch}
          onCategory={setCategory}
        />
      </div>
      <div className="mt-3">
        <ProductResults
          filter={filter}
          loadMore="on-scroll"
          headingLevel="h2"
          priorityImages={2}
          onClearFilter={clearFilter}
        />
      </div>
    </div>
  );
}
