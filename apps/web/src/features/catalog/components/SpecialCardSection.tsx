import { useRef } from 'react';
import { PAGE_SIZE } from '@haat/contracts';
import { Skeleton } from '../../../components/Skeleton';
import { formatRupees } from '../../../lib/money';
import {
  useGetSpecialCardProductsQuery,
  useGetSpecialCardQuery,
  type SpecialCardQuery,
} from '../api/catalog-api';
import { ProductCard } from './ProductCard';

/** Cards in the row: most of two on a phone, three on a tablet, five on a wide screen. */
const itemClass = 'w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[calc((100%-4*1.25rem)/5)]';
const IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 44vw';

/**
 * Home's special card (spec 2): products of the card's two categories between its two prices,
 * in a row that scrolls sideways. Nothing shows when there is nothing to offer.
 */
export function SpecialCardSection() {
  const rowRef = useRef<HTMLUListElement>(null);
  const { data: card, isLoading: cardLoading } = useGetSpecialCardQuery();
  const query: SpecialCardQuery | undefined =
    card && (card.category1 || card.category2)
      ? {
          category1: card.category1,
          category2: card.category2,
          startingPrice: card.startingPrice,
          endingPrice: card.endingPrice,
        }
      : undefined;
  const { data: products, isLoading } = useGetSpecialCardProductsQuery(query);

  // While loading, the row keeps its place (skeleton cards of the cards' height), so the page
  // below does not jump when the picks arrive.
  const loading = cardLoading || isLoading;
  if (!loading && (!query || !products?.length)) return null;

  const categories = query ? [query.category1, query.category2].filter(Boolean).join(' and ') : '';
  // Pointer users on wide screens get buttons; phones swipe.
  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * rowRef.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  const arrowClass =
    'inline-flex size-10 items-center justify-center rounded-full bg-white text-ink-800 shadow-sm ring-1 ring-ink-300 hover:bg-ink-100';

  return (
    <section aria-labelledby="special-title" className="mt-10">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="special-title" className="text-2xl font-bold tracking-tight text-ink-900">
            Special picks
          </h2>
          {query ? (
            <p className="mt-1 text-ink-700">
              {categories} from{' '}
              <span className="font-semibold text-ink-900">
                {formatRupees(query.startingPrice)}
              </span>{' '}
              to{' '}
              <span className="font-semibold text-ink-900">{formatRupees(query.endingPrice)}</span>
            </p>
          ) : (
            <Skeleton className="mt-2 h-5 w-64 max-w-full" />
          )}
        </div>
        <div className="hidden shrink-0 gap-2 lg:flex">
          <button
            type="button"
            aria-label="Scroll special picks back"
            onClick={() => scroll(-1)}
            className={arrowClass}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            aria-label="Scroll special picks on"
            onClick={() => scroll(1)}
            className={arrowClass}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <ul
        ref={rowRef}
        className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:gap-5 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {products
          ? products.map((product, index) => (
              <li key={product._id} className={itemClass}>
                <ProductCard
                  product={product}
                  imageSizes={IMAGE_SIZES}
                  // The first pictures are on the first screen: fetched first.
                  priority={index < 2}
                />
              </li>
            ))
          : Array.from({ length: PAGE_SIZE.publicProducts / 2 }, (_, index) => (
              <li key={index} aria-hidden="true" className={itemClass}>
                {/* A card's shape: the square picture, then name, price and 'Buy Now'. */}
                <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70">
                  <Skeleton className="aspect-square rounded-none" />
                  <div className="h-[9.5rem] space-y-3 p-3 sm:h-[10.25rem] sm:p-4">
                    <Skeleton className="h-4 w-4/5" />
                    <Skeleton className="h-5 w-1/3" />
                    <Skeleton className="h-10 w-full rounded-full" />
                  </div>
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}
