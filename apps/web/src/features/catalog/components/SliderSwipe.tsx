import { useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { Embla } from './ProductSlider';

/**
 * docs/product.md, "Constants and limits": slide speed 500 ms. Embla's `duration` is not in
 * milliseconds but drives its easing; measured in Chromium, 20 brings the next image to within 2 px
 * of its place in about 500 ms.
 */
const SLIDE_DURATION = 20;

interface SliderSwipeProps {
  /** The slider's viewport, whose first child holds the slides. */
  viewport: HTMLElement | null;
  /** Embla's API once it runs on the viewport, and null when it stops. */
  onReady: (embla: Embla | null) => void;
}

/**
 * The phone gallery's swipe (embla-carousel), loaded after the slider shows: it draws nothing, so
 * the product page's first screen neither waits for it nor moves when it arrives
 * (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md).
 */
export function SliderSwipe({ viewport, onReady }: SliderSwipeProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: SLIDE_DURATION });
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);
  useEffect(() => {
    onReady(embla ?? null);
    return () => onReady(null);
  }, [embla, onReady]);
  return null;
}
