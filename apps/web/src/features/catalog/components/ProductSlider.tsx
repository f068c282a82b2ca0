import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ProductImage } from '../../../components/ProductImage';

/** Embla's API on the slider. */
export type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** The swipe, with the carousel library, loads after the slider shows (SliderSwipe). */
const SliderSwipe = lazy(async () => ({ default: (await import('./SliderSwipe')).SliderSwipe }));

interface ProductSliderProps {
  images: readonly string[];
  productName: string;
}

/**
 * The phone gallery (docs/product.md, "Product page" and "Constants and limits"): swipe between the
 * images one at a time, round and round, with a dot per image that also jumps to it. The slides and
 * dots show at once; the swipe (embla-carousel, about 6 KB gzip) comes just after, off the page's
 * first load (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md).
 */
export function ProductSlider({ images, productName }: ProductSliderProps) {
  const { t } = useLingui();
  const count = images.length;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Images of ${productName}`}>
      <Suspense fallback={null}>
        <SliderSwipe viewport={viewport} onReady={setEmbla} />
      </Suspense>
      <div
        ref={setViewport}
        className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70"
      >
        <div className="flex touch-pan-y">
          {images.map((src, index) => {
            const number = index + 1;
            return (
              <div
                key={src}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${count}`}
                aria-hidden={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <ProductImage
                  src={src}
                  alt={index === 0 ? productName : t`${productName}, image ${number}`}
                  sizes="100vw"
                  priority={index === 0}
                  // Slides outside the viewport would never count as near the screen.
                  eager
                  className="w-full select-none"
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-2 flex justify-center gap-1">
        {images.map((src, index) => {
          const number = index + 1;
          return (
            <button
              key={src}
              type="button"
              aria-label={t`Show image ${number} of ${count}`}
              aria-current={index === selected}
              onClick={() => goTo(index)}
              className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="h-2.5 w-2.5 rounded-full bg-ink-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
              />
            </button>
          );
        })}
      </div>
    </section>
  );
}
