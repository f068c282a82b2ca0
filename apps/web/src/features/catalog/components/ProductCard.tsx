import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@haat/contracts';
import { ProductImage } from '../../../components/ProductImage';
import { formatRupees } from '../../../lib/money';
import { productPath } from '../paths';

/** Image widths of the product grids: 2 columns on phones, 3 on tablets, 4 from 1024 px. */
const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductCardData;
  /** The level of the product name's heading, one below the section's. */
  headingLevel?: 'h2' | 'h3';
  imageSizes?: string;
  /** The picture is on the first screen: fetched at once and first. */
  priority?: boolean;
}

/** docs/product.md, "Home": image, name, discount percent, ₹ price and 'Buy Now'. */
export function ProductCard({
  product,
  headingLevel: Heading = 'h3',
  imageSizes = GRID_IMAGE_SIZES,
  priority = false,
}: ProductCardProps) {
  const { t } = useLingui();
  const to = productPath(product._id);
  const outOfStock = product.availability === 'Out of stock';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70 transition-shadow hover:shadow-md">
      {/* The name and 'Buy Now' are the links; the picture repeats them for the pointer only. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className="block bg-ink-100">
        <ProductImage
          src={product.images[0]}
          alt=""
          sizes={imageSizes}
          priority={priority}
          className="w-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      {/* On the picture, so an out-of-stock card is as tall as the others (no jump in a row). */}
      {outOfStock && (
        <p className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink-800 shadow-sm">
          <Trans>Out of stock</Trans>
        </p>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="text-sm leading-snug font-semibold text-ink-900 sm:text-base">
          {/* Clamped on the link itself, so that its focus outline is not cut off. */}
          {/* Always two lines high, so cards in a row, and their skeletons, match. */}
          <Link to={to} className="line-clamp-2 min-h-[2lh] rounded hover:text-brand-800">
            {product.productName}
          </Link>
        </Heading>
        {/* One line, as in the card's skeleton, so nothing moves when the cards arrive. */}
        <p className="mt-auto flex items-baseline gap-x-1.5 whitespace-nowrap">
          <span className="text-lg font-bold text-ink-900">{formatRupees(product.price)}</span>
          {product.displayDiscount ? (
            <span className="truncate text-xs font-semibold text-green-700 sm:text-sm">
              <Trans>{product.displayDiscount}% off</Trans>
            </span>
          ) : null}
        </p>
        <Link
          to={to}
          aria-label={t`Buy Now: ${product.productName}`}
          className="mt-1 inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Buy Now</Trans>
        </Link>
      </div>
    </article>
  );
}
