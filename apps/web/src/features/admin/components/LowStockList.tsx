import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SIZES } from '@haat/contracts';
import { catalogueFileQueries } from '../api/catalogue-file-api';

/**
 * The products running low, lowest first (docs/product.md, "Admin: products"): fewer than
 * `threshold` of any size, or in all without sizes; each with its stock and an Edit link.
 */
export function LowStockList({ threshold }: { threshold: number }) {
  const { data, isPending, isError } = useQuery(catalogueFileQueries.lowStock(threshold));
  return (
    <section aria-labelledby="low-stock-title" className="mb-6">
      <h2 id="low-stock-title" className="text-lg font-bold text-ink-900">
        Low stock (under {threshold})
      </h2>
      {isPending && <p className="mt-2 text-sm text-ink-700">Loading...</p>}
      {isError && <p className="mt-2 text-sm text-red-700">The low-stock list could not load.</p>}
      {data && data.length === 0 && (
        <p className="mt-2 text-sm text-ink-700">No product is running low.</p>
      )}
      {data && data.length > 0 && (
        <ul className="mt-2 divide-y divide-ink-200 rounded-2xl bg-white ring-1 ring-ink-200/70">
          {data.map((product) => (
            <li key={product._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-40 flex-1 font-semibold text-ink-900">
                {product.productName}
              </span>
              <span className="text-sm text-ink-700">
                {product.sizeStock
                  ? SIZES.filter((size) => product.sizeStock?.[size] !== undefined)
                      .map((size) => `${size} ${product.sizeStock![size]}`)
                      .join(' · ')
                  : `${product.inventory} left`}
              </span>
              <Link
                to={`/admin-edit-products/${encodeURIComponent(product._id)}`}
                aria-label={`Edit ${product.productName}`}
                className="text-sm font-semibold text-brand-800 underline"
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
