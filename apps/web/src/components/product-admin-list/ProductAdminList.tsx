import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SCROLL_TRIGGER, type ProductCard } from '@haat/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { availabilityText } from '../../i18n/shared-messages';
import { failureMessage } from '../../lib/api-error';
import { formatRupees } from '../../lib/money';
import { useInView } from '../../lib/use-in-view';
import { ProductImage } from '../ProductImage';
import { Skeleton } from '../Skeleton';
import { cardClass, inputClass, secondaryButtonClass } from '../styles';
import { productAdminQueries } from './product-admin-api';

const SEARCH_PAUSE_MS = 300;

interface ProductAdminListProps {
  /** The buttons of one card: Edit and Delete for the admin, View/share for an agent. */
  actions: (product: ProductCard) => ReactNode;
  /** More about a card, under its price: what an agent earns on it and what they share. */
  detail?: (product: ProductCard) => ReactNode;
  /** Bump it after a change (a delete): the list starts again at page 1. */
  round?: number;
}

/** Pages are fetched by offset, so a product added meanwhile can show up twice; once is enough. */
function uniqueProducts(pages: readonly { result: ProductCard[] }[]): ProductCard[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.result)
    .filter((product) => (seen.has(product._id) ? false : (seen.add(product._id), true)));
}

/**
 * 'Your Products' (docs/product.md, "Admin: products"), shared by the admin and the agent: a search
 * box, a category filter and the products, five at a time, the next five when the end of the list
 * is 20% visible (docs/product.md, "Constants and limits"). Each card shows the caller's own
 * buttons.
 */
export function ProductAdminList({ actions, detail, round = 0 }: ProductAdminListProps) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const { data: categories = [] } = useQuery(productAdminQueries.categories());
  const { data, error, isError, refetch, hasNextPage, fetchNextPage, isFetching } =
    useInfiniteQuery(productAdminQueries.pages({ search, category, round }));
  const pageCount = data?.pages.length ?? 0;
  const [markerRef, markerInView] = useInView<HTMLDivElement>(SCROLL_TRIGGER.adminList, pageCount);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(() => setSearch(wanted), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  useEffect(() => {
    if (markerInView && hasNextPage && !isFetching) void fetchNextPage();
  }, [markerInView, hasNextPage, isFetching, fetchNextPage]);

  const products = data ? uniqueProducts(data.pages) : [];

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(text.trim());
          }}
        >
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink-800">
            <Trans>Search products</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`Search products`}
            maxLength={100}
            className={`mt-1.5 ${inputClass}`}
          />
        </form>
        <div className="sm:w-64">
          <label htmlFor={categoryId} className="block text-sm font-semibold text-ink-800">
            <Trans>Category</Trans>
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={`mt-1.5 ${inputClass}`}
          >
            <option value="">{t`All Category`}</option>
            {categories.map((item) => (
              <option key={item._id} value={item.categories}>
                {item.categories}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isError && !data ? (
        <div
          role="alert"
          className="mt-6 rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200"
        >
          <p className="font-semibold text-red-800">
            {failureMessage(error, t`We could not load the products.`, i18n)}
          </p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={`mt-4 bg-white ${secondaryButtonClass}`}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !data ? (
        <div role="status" className="mt-6 flex flex-col gap-4">
          <span className="sr-only">
            <Trans>Loading products…</Trans>
          </span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white px-6 py-10 text-center font-semibold text-ink-800 ring-1 ring-ink-200/70">
          <Trans>No products found.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Products`} className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
          {products.map((product) => (
            <li key={product._id} className={`${cardClass} flex gap-4 p-3 sm:p-4`}>
              <ProductImage
                src={product.images[0]}
                alt=""
                sizes="112px"
                className="size-24 shrink-0 rounded-xl object-cover sm:size-28"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="truncate font-semibold text-ink-900">{product.productName}</h3>
                <p className="text-sm text-ink-700">{product.category}</p>
                <p className="mt-1 font-bold text-ink-900">
                  {formatRupees(product.price, language)}
                  {product.availability === 'Out of stock' && (
                    <span className="ml-2 text-sm font-semibold text-red-700">
                      {availabilityText(i18n, 'Out of stock')}
                    </span>
                  )}
                </p>
                {detail?.(product)}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions(product)}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div ref={markerRef} aria-hidden="true" className="h-8" />
      {isFetching && data && (
        <p role="status" className="text-center text-sm text-ink-700">
          <Trans>Loading more products…</Trans>
        </p>
      )}
    </div>
  );
}
