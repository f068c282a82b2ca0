import { sharedMessage } from '../../../i18n/shared-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { FEW_LEFT_BELOW, SIZES, type Product, type Size } from '@haat/contracts';
import { isPurchasable, needsSize, useAddToCart } from '../hooks/use-add-to-cart';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { PriceTag } from './PriceTag';
import { SizePicker } from './SizePicker';
import { primaryButtonClass } from '../../../components/styles';
import { StickyActionBar, stickyBarRoomClass } from '../../../components/StickyActionBar';

/**
 * The product's name, price, size picker, 'Add to cart' and its texts (docs/product.md, "Product
 * page"). The button reads 'Currently unavailable' and is disabled when the product is out of stock
 * or deleted. On a phone the price and the button stay in a bar at the bottom of the screen.
 */
export function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const [size, setSize] = useState<Size | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizesRef = useRef<HTMLDivElement>(null);
  const sizeWarningId = useId();
  const { add, busy } = useAddToCart(product);
  const purchasable = isPurchasable(product);
  const soldOut = SIZES.filter((each) => product.sizeStock?.[each] === 0);
  const left = stockLeft(product, size);
  // One 'Add to cart': with the details from 768 px, in the bottom bar on a phone.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);

  function addToCart() {
    // One add at a time: a second tap while the first is on its way does nothing.
    if (busy) return;
    if (needsSize(product, size)) {
      // The sizes may be far above the bar: bring them into view with the warning.
      setSizeMissing(true);
      sizesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      sizesRef.current?.querySelector('input')?.focus({ preventScroll: true });
    }
    void add(size);
  }

  const button = (className: string) => (
    <button
      type="button"
      disabled={!purchasable}
      aria-busy={busy}
      onClick={addToCart}
      className={`${className} ${primaryButtonClass} aria-busy:cursor-wait`}
    >
      {purchasable ? t`Add to cart` : sharedMessage(i18n, 'currentlyUnavailable')}
    </button>
  );

  return (
    <div className={wide ? '' : stickyBarRoomClass}>
      <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink-900 sm:text-3xl">
        {product.productName}
      </h1>
      <p className="mt-3">
        <PriceTag price={product.price} discount={product.displayDiscount} />
      </p>
      <ul className="mt-3 space-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2 font-semibold text-ink-900">
          <span
            aria-hidden="true"
            className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
          >
            ₹
          </span>
          <Trans>Cash on delivery available</Trans>
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex size-5 items-center justify-center">
            ↺
          </span>
          {/* What the shop promises on every product; the team takes returns on the phone. */}
          <Trans>Easy returns: call us within 7 days of delivery.</Trans>
        </li>
      </ul>

      {product.disabled ? (
        <p className="mt-4 rounded-xl bg-ink-100 px-4 py-3 text-sm font-medium text-ink-800">
          <Trans>This product is no longer sold.</Trans>
        </p>
      ) : (
        product.availability === 'Out of stock' && (
          <p className="mt-4 text-sm font-semibold text-red-700">
            <Trans>Out of stock</Trans>
          </p>
        )
      )}

      {product.size.length > 0 && (
        <div ref={sizesRef} className="mt-6 scroll-mt-24">
          <SizePicker
            sizes={product.size}
            value={size}
            disabled={!purchasable}
            soldOut={soldOut}
            describedBy={sizeMissing && !size ? sizeWarningId : undefined}
            onChange={(next) => {
              setSize(next);
              setSizeMissing(false);
            }}
          />
          {sizeMissing && !size && (
            <p id={sizeWarningId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {sharedMessage(i18n, 'selectSize')}
            </p>
          )}
        </div>
      )}

      {purchasable && left !== null && left > 0 && left < FEW_LEFT_BELOW && (
        <p role="status" className="mt-3 text-sm font-semibold text-amber-800">
          {size ? t`Only ${left} left in ${size}` : t`Only ${left} left`}
        </p>
      )}

      {wide ? (
        <div className="mt-6">{button('min-w-60')}</div>
      ) : (
        <StickyActionBar
          label={t`Price and Add to cart`}
          summary={
            <PriceTag price={product.price} discount={product.displayDiscount} size="small" />
          }
        >
          {button('px-5')}
        </StickyActionBar>
      )}

      <section aria-labelledby="details-title" className="mt-10">
        <h2 id="details-title" className="text-xl font-bold text-ink-900">
          <Trans>Details</Trans>
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-ink-800">
          {product.description}
        </p>
        {product.details && (
          <p className="mt-4 rounded-2xl bg-white p-4 text-sm leading-relaxed whitespace-pre-line text-ink-700 ring-1 ring-ink-200/70">
            {product.details}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * How many are left of what the shopper would add: the chosen size's stock, or the product's
 * for a product without sizes; null while a size is still to be chosen.
 */
function stockLeft(product: Product, size: Size | null): number | null {
  if (product.size.length === 0) return product.inventory;
  if (!size) return null;
  return product.sizeStock?.[size] ?? null;
}
