import { useState } from 'react';
import { MESSAGES, type Product, type Size } from '@haat/contracts';
import { formatRupees } from '../../../lib/money';
import { isPurchasable, useAddToCart } from '../hooks/use-add-to-cart';
import { SizePicker } from './SizePicker';
import { primaryButtonClass } from '../../../components/styles';

/**
 * The product's name, price, size picker, 'Add to cart' and its texts (spec 2). The button
 * reads 'Currently unavailable' and is disabled when the product is out of stock or deleted.
 */
export function ProductDetails({ product }: { product: Product }) {
  const [size, setSize] = useState<Size | null>(null);
  const { add, busy } = useAddToCart(product);
  const purchasable = isPurchasable(product);

  return (
    <div>
      <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink-900 sm:text-3xl">
        {product.productName}
      </h1>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-ink-900">{formatRupees(product.price)}</span>
        {product.displayDiscount ? (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-200">
            {product.displayDiscount}% off
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-ink-600">Pay in cash when it arrives</p>

      {product.disabled ? (
        <p className="mt-4 rounded-xl bg-ink-100 px-4 py-3 text-sm font-medium text-ink-800">
          This product is no longer sold.
        </p>
      ) : (
        product.availability === 'Out of stock' && (
          <p className="mt-4 text-sm font-semibold text-red-700">Out of stock</p>
        )
      )}

      {product.size.length > 0 && (
        <div className="mt-6">
          <SizePicker sizes={product.size} value={size} onChange={setSize} />
        </div>
      )}

      <button
        type="button"
        disabled={!purchasable}
        aria-busy={busy}
        // One add at a time: a second tap while the first is on its way does nothing.
        onClick={() => {
          if (!busy) void add(size);
        }}
        className={`mt-6 w-full sm:w-auto sm:min-w-60 ${primaryButtonClass} aria-busy:cursor-wait`}
      >
        {purchasable ? 'Add to cart' : MESSAGES.currentlyUnavailable}
      </button>

      <section aria-labelledby="details-title" className="mt-10">
        <h2 id="details-title" className="text-xl font-bold text-ink-900">
          Details
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
