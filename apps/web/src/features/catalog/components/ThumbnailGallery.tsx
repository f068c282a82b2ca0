import { useState } from 'react';
import { ProductImage } from '../../../components/ProductImage';

interface ThumbnailGalleryProps {
  images: readonly string[];
  productName: string;
}

/** The gallery on larger screens: a column of thumbnails beside the picture they show. */
export function ThumbnailGallery({ images, productName }: ThumbnailGalleryProps) {
  const [shown, setShown] = useState(0);
  return (
    <div className="flex items-start gap-4">
      {images.length > 1 && (
        <ul aria-label="Product images" className="flex shrink-0 flex-col gap-3">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className="block size-20 overflow-hidden rounded-xl bg-white ring-1 ring-ink-200 transition-shadow hover:ring-ink-500 aria-pressed:ring-2 aria-pressed:ring-brand-700"
              >
                <ProductImage src={src} alt="" sizes="80px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="min-w-0 flex-1 overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70">
        <ProductImage
          src={images[shown]}
          alt={shown === 0 ? productName : `${productName}, image ${shown + 1}`}
          sizes="(min-width: 1280px) 520px, 45vw"
          priority={shown === 0}
          className="w-full"
        />
      </div>
    </div>
  );
}
