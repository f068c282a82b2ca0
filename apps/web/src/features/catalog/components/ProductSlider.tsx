import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ProductImage } from '../../../components/ProductImage';

/**
 * docs/product.md, "Constants and limits": slide speed 500 ms. Embla's `duration` is not in
 * milliseconds but drives its easing; measured in Chromium, 20 brings the next image to within 2 px
 * of its place in about 500 ms.
 */
const SLIDE_DURATION = 20;

interface ProductSliderProps {
  images: readonly string[];
  productName: string;
}

/**
 * The phone gallery (docs/product.md, "Product page" and "Constants and limits"): swipe between the
 * images one at a time, round and round, with a dot per image that also jumps to it.
 */
export function ProductSlider({ images, productName }: ProductSliderProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: SLIDE_DURATION });
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
    <section aria-roledescription="carousel" aria-label={`Images of ${productName}`}>
      <div
        ref={viewportRef}
        className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70"
      >
        <div className="flex touch-pan-y">
          {images.map((src, index) => (
            <div
              key={src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <ProductImage
                src={src}
                alt={index === 0 ? productName : `${productName}, image ${index + 1}`}
                sizes="100vw"
                priority={index === 0}
                // Slides outside the viewport would never count as near the screen.
                eager
                className="w-full select-none"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-2 flex justify-center gap-1">
        {images.map((src, index) => (
          <button
            key={src}
            type="button"
            aria-label={`Show image ${index + 1} of ${images.length}`}
            aria-current={index === selected}
            onClick={() => goTo(index)}
            className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className="h-2.5 w-2.5 rounded-full bg-ink-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
