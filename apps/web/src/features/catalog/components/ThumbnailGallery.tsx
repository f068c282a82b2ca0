import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductImage } from '../../../components/ProductImage';

interface ThumbnailGalleryProps {
  images: readonly string[];
  productName: string;
}

/** The gallery on larger screens: a column of thumbnails beside the picture they show. */
export function ThumbnailGallery({ images, productName }: ThumbnailGalleryProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const count = images.length;
  return (
    <div className="flex items-start gap-4">
      {images.length > 1 && (
        <ul aria-label={t`Product images`} className="flex shrink-0 flex-col gap-3">
          {images.map((src, index) => {
            const number = index + 1;
            return (
              <li key={src}>
                <button
                  type="button"
                  aria-label={t`Show image ${number} of ${count}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                  className="block size-20 overflow-hidden rounded-xl bg-white ring-1 ring-ink-200 transition-shadow hover:ring-ink-500 aria-pressed:ring-2 aria-pressed:ring-brand-700"
                >
                  <ProductImage src={src} alt="" sizes="80px" className="size-full" />
                </button>
              </li>
            );
          })}
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
