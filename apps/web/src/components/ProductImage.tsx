import { productImageSrcSet } from '@haat/contracts';

interface ProductImageProps {
  /** The address the API gives (`/images/<hash>.webp`, the large variant); none for no picture. */
  src: string | undefined;
  alt: string;
  /** How wide the image shows, so the browser can pick a variant (the `sizes` attribute). */
  sizes: string;
  /**
   * The page's main picture: fetched at once and before other images. Every other picture
   * loads lazily, when it comes near the screen.
   */
  priority?: boolean;
  /** Load at once even though not the main picture (slides hidden in a carousel, say). */
  eager?: boolean;
  className?: string;
}

/**
 * A square product picture from the server's two variants (400 px and up to 1600 px wide).
 * Width and height attributes reserve its place, so nothing jumps while it loads.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  eager = false,
  className = '',
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-square items-center justify-center bg-ink-100 ${className}`}
      >
        <img src="/logo.svg" alt="" width={48} height={48} className="size-12 opacity-30" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={productImageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={400}
      height={400}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-square object-cover ${className}`}
    />
  );
}
