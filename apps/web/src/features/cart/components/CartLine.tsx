import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { availabilityText } from '../../../i18n/shared-messages';
import { Link } from 'react-router';
import type { CartItem } from '@haat/contracts';
import { ProductImage } from '../../../components/ProductImage';
import { isOutOfStock, isShort, lineTotal } from '../../../lib/cart-total';
import { formatRupees } from '../../../lib/money';
import { QuantityStepper } from './QuantityStepper';
import { TrashIcon } from '../../../components/icons/TrashIcon';

interface CartLineProps {
  line: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** How a line is named to assistive technology: its product and, when it has one, its size. */
export function lineLabel(line: Pick<CartItem, 'productName' | 'size'>, i18n: I18n): string {
  const { productName, size } = line;
  return size ? i18n._(msg`${productName}, size ${size}`) : productName;
}

/**
 * One cart line (docs/product.md, "Cart"): image, name linking to the product, availability, size,
 * category, remove, minus/plus and the line's price.
 */
export function CartLine({ line, onQuantityChange, onRemove }: CartLineProps) {
  const outOfStock = isOutOfStock(line);
  const short = isShort(line);
  const { t, i18n } = useLingui();
  const label = lineLabel(line, i18n);

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 first:pt-0 last:pb-0 sm:gap-x-5">
      <Link
        to={`/product/${line.productId}`}
        tabIndex={-1}
        aria-hidden="true"
        // From 640 px the picture stands beside every row of the line.
        className={`self-start ${outOfStock || short ? 'sm:row-span-3' : 'sm:row-span-2'}`}
      >
        <ProductImage
          src={line.images[0]}
          alt=""
          sizes="(min-width: 640px) 128px, 88px"
          className={`size-22 rounded-xl bg-ink-100 sm:size-32 ${outOfStock ? 'opacity-60' : ''}`}
        />
      </Link>

      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base leading-snug font-semibold text-ink-900 sm:text-lg">
            <Link
              to={`/product/${line.productId}`}
              className="rounded underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {line.productName}
            </Link>
          </h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-700">
            {line.size && (
              <div>
                <dt className="inline">
                  <Trans>Size:</Trans>{' '}
                </dt>
                <dd className="inline font-semibold text-ink-900">{line.size}</dd>
              </div>
            )}
            <div>
              <dt className="inline">
                <Trans>Category:</Trans>{' '}
              </dt>
              <dd className="inline">{line.category}</dd>
            </div>
          </dl>
          <p
            className={`mt-1.5 text-sm font-semibold ${outOfStock ? 'text-red-700' : 'text-green-800'}`}
          >
            {outOfStock ? t`Out of stock` : availabilityText(i18n, line.availability)}
          </p>
        </div>
        <p className="shrink-0 text-base font-bold text-ink-900 tabular-nums sm:text-lg">
          <span className="sr-only">Price: </span>
          {formatRupees(lineTotal(line))}
        </p>
      </div>

      {outOfStock && (
        <p className="col-span-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-1 sm:col-start-2">
          <Trans>Not included in the total and cannot be ordered. Remove it to check out.</Trans>
        </p>
      )}
      {short && (
        <p className="col-span-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-1 sm:col-start-2">
          Only {line.stock} left. Lower the quantity to order it.
        </p>
      )}

      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-2">
        <div className="flex items-center gap-3">
          <QuantityStepper
            label={label}
            quantity={line.quantity}
            max={line.stock}
            disabled={outOfStock}
            onChange={onQuantityChange}
          />
          {line.quantity > 1 && (
            <span className="text-sm text-ink-600 tabular-nums">
              <Trans>{formatRupees(line.price)} each</Trans>
            </span>
          )}
        </div>
        <button
          type="button"
          aria-label={t`Remove ${label} from cart`}
          onClick={onRemove}
          className="-mr-3 inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-red-50 hover:text-red-800"
        >
          <TrashIcon />
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
