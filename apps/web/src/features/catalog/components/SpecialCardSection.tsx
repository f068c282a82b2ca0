import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, SPECIAL_PICKS_FIRST_SCREEN, SPECIAL_PICKS_IMAGE_SIZES } from '@haat/contracts';
import { formatRupees } from '../../../lib/money';
import { catalogQueries, specialCardQueryOf } from '../api/catalog-api';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** Cards in the row: most of two on a phone, three on a tablet, five on a wide screen. */
const itemClass = 'w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[calc((100%-4*1.25rem)/5)]';

/**
 * Home's special card (docs/product.md, "Special card"): products of the card's two categories
 * between its two prices, in a row that scrolls sideways. Nothing shows when there is nothing to
 * offer.
 */
export function SpecialCardSection() {
  const { t } = useLingui();
  const rowRef = useRef<HTMLUListElement>(null);
  const { data: card, isLoading: cardLoading } = useQuery(catalogQueries.specialCard());
  const query = specialCardQueryOf(card);
  const { data: products, isLoading } = useQuery(catalogQueries.specialPicks(query));

  // While loading, the row keeps its place (skeleton cards of the cards' height), so the page
  // below does not jump when the picks arrive.
  const loading = cardLoading || isLoading;
  if (!loading && (!query || !products?.length)) return null;

  const [first, second] = query ? [query.category1, query.category2].filter(Boolean) : [];
  const categories = second ? t`${first} and ${second}` : (first ?? '');
  // Pointer users on wide screens get buttons; phones swipe.
  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * rowRef.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  const arrowClass =
    'inline-flex size-10 items-center justify-center rounded-full bg-white text-ink-800 shadow-sm ring-1 ring-ink-300 hover:bg-ink-100';

  return (
    <section aria-labelledby="special-title" aria-busy={!products} className="mt-4 sm:mt-6">
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2
            id="special-title"
            className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
          >
            <Trans>Special picks</Trans>
          </h2>
          <p className="mt-1 truncate text-sm text-ink-700 sm:text-base">
            {query ? (
              <>
                <Trans>
                  {categories} from{' '}
                  <span className="font-semibold text-ink-900">
                    {formatRupees(query.startingPrice)}
                  </span>{' '}
                  to{' '}
                  <span className="font-semibold text-ink-900">
                    {formatRupees(query.endingPrice)}
                  </span>
                </Trans>
              </>
            ) : (
              '\u00a0'
            )}
          </p>
        </div>
        <div className="hidden shrink-0 gap-2 lg:flex">
          <button
            type="button"
            aria-label={t`Scroll special picks back`}
            onClick={() => scroll(-1)}
            className={arrowClass}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            aria-label={t`Scroll special picks on`}
            onClick={() => scroll(1)}
            className={arrowClass}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <ul
        ref={rowRef}
        className="-mx-4 mt-3 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:gap-5 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {products
          ? products.map((product, index) => (
              <li key={product._id} className={itemClass}>
                <ProductCard
                  product={product}
                  imageSizes={SPECIAL_PICKS_IMAGE_SIZES}
                  // The first pictures are on the first screen: fetched first (and preloaded
                  // by the server from index.html).
                  priority={index < SPECIAL_PICKS_FIRST_SCREEN}
                />
              </li>
            ))
          : Array.from({ length: PAGE_SIZE.publicProducts / 2 }, (_, index) => (
              <li key={index} aria-hidden="true" className={itemClass}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
