import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, SCROLL_TRIGGER } from '@haat/contracts';
import { failureMessage } from '../../../lib/api-error';
import { catalogQueries, type ProductFilter } from '../api/catalog-api';
import { useInView } from '../../../lib/use-in-view';
import { LoadError } from '../../../components/LoadError';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { secondaryButtonClass } from '../../../components/styles';

interface ProductResultsProps {
  filter: ProductFilter;
  /**
   * How the next 8 arrive: when the bottom of the list comes into view (the listing,
   * docs/product.md, "Product listing"), or from a 'Show more products' button (home, so its footer
   * stays reachable).
   */
  loadMore: 'on-scroll' | 'on-click';
  headingLevel?: 'h2' | 'h3';
  /** How many of the first pictures are on the first screen (the listing's first row). */
  priorityImages?: number;
  onClearFilter: () => void;
}

/** The product grid for a search and category, 8 products a page. */
export function ProductResults({
  filter,
  loadMore,
  headingLevel,
  priorityImages = 0,
  onClearFilter,
}: ProductResultsProps) {
  const { t, i18n } = useLingui();
  const loadFailed = t`We could not load the products.`;
  const {
    data,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useInfiniteQuery(catalogQueries.products(filter));
  const currentPages = data?.pages;
  // The products of the previous filter stay in view until the new ones arrive, so the grid
  // does not flash; a failed filter shows none of them.
  const [shownPages, setShownPages] = useState(currentPages);
  if (currentPages && currentPages !== shownPages) setShownPages(currentPages);
  const pages = isError ? currentPages : (currentPages ?? shownPages);
  const [markerRef, markerInView] = useInView<HTMLDivElement>(
    SCROLL_TRIGGER.publicListing,
    `${filter.search ?? ''}|${filter.category ?? ''}|${pages?.length ?? 0}`,
  );
  const products = pages?.flatMap((page) => page.result) ?? [];
  const filtered = Boolean(filter.search || filter.category);

  useEffect(() => {
    if (loadMore === 'on-scroll' && markerInView && hasNextPage && !isFetching && !isError) {
      void fetchNextPage();
    }
  }, [loadMore, markerInView, hasNextPage, isFetching, isError, fetchNextPage]);

  if (!pages && isError) {
    return (
      <LoadError message={failureMessage(error, loadFailed, i18n)} onRetry={() => void refetch()} />
    );
  }
  if (!pages) return <ProductGridSkeleton count={PAGE_SIZE.publicProducts} />;

  if (products.length === 0 && !isFetching) {
    return (
      <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-ink-200/70">
        <p className="text-lg font-semibold text-ink-900">
          <Trans>No products found</Trans>
        </p>
        {filtered && (
          <>
            <p className="mt-1 text-ink-700">
              <Trans>Try another search or category.</Trans>
            </p>
            <button
              type="button"
              onClick={onClearFilter}
              className={`mt-5 ${secondaryButtonClass}`}
            >
              <Trans>Clear filters</Trans>
            </button>
          </>
        )}
      </div>
    );
  }

  const refreshing = isFetching && !isFetchingNextPage;

  return (
    <div>
      <div
        aria-busy={refreshing}
        className={refreshing ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      >
        <ProductGrid
          products={products}
          headingLevel={headingLevel}
          priorityCount={priorityImages}
        />
      </div>

      {isError ? (
        <LoadError
          message={failureMessage(error, loadFailed, i18n)}
          onRetry={() => void fetchNextPage()}
        />
      ) : isFetchingNextPage ? (
        <p role="status" className="flex items-center justify-center gap-3 py-8 text-ink-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          />
          Loading more products…
        </p>
      ) : hasNextPage && loadMore === 'on-click' ? (
        <div className="flex justify-center pt-8">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            className={secondaryButtonClass}
          >
            <Trans>Show more products</Trans>
          </button>
        </div>
      ) : !hasNextPage && loadMore === 'on-scroll' && !refreshing ? (
        <p className="py-8 text-center text-sm text-ink-600">You have seen all the products.</p>
      ) : null}

      {/* The bottom marker: when half of it is in view (0.5), the next page loads
          (docs/product.md, "Constants and limits"). */}
      {loadMore === 'on-scroll' && hasNextPage && (
        <div ref={markerRef} aria-hidden="true" className="h-8" />
      )}
    </div>
  );
}
