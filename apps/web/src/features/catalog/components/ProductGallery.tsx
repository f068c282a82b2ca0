import { ProductImage } from '../../../components/ProductImage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ProductSlider } from './ProductSlider';
import { ThumbnailGallery } from './ThumbnailGallery';

/** Where the thumbnails take over from the slider (Tailwind's `md`). */
const WIDE_GALLERY_QUERY = '(min-width: 768px)';

interface ProductGalleryProps {
  images: readonly string[];
  productName: string;
}

/**
 * docs/product.md, "Product page": thumbnails on larger screens, a swipe slider on small ones, no
 * slider for one image.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const wide = useMediaQuery(WIDE_GALLERY_QUERY);
  if (wide) return <ThumbnailGallery images={images} productName={productName} />;
  if (images.length > 1) return <ProductSlider images={images} productName={productName} />;
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70">
      <ProductImage src={images[0]} alt={productName} sizes="100vw" priority className="w-full" />
    </div>
  );
}
