import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RELATED_PRODUCTS_MAX_COLUMNS } from '@haat/contracts';
import { sharedMessage } from '../../../i18n/shared-messages';
import { ProductImage } from '../../../components/ProductImage';
import { formatRupees } from '../../../lib/money';
import { catalogQueries } from '../api/catalog-api';
import { productPath } from '../paths';

interface RelatedProductsProps {
  category: string;
  productId: string;
}

/**
 * 'Products related to this item' (docs/product.md, "Product page"): 1 to 4 columns of picture,
 * name and ₹ price (not $: docs/product.md, "Changes from the first specification"), each a link to
 * its page. A failed load counts as none, and none shows nothing.
 */
export function RelatedProducts({ category, productId }: RelatedProductsProps) {
  const { i18n } = useLingui();
  const { data, isLoading } = useQuery(catalogQueries.related({ category, productId }));
  const products = data ?? [];
  if (!isLoading && products.length === 0) return null;

  return (
    <section aria-labelledby="related-title" className="mt-14 border-t border-ink-200 pt-10">
      <h2 id="related-title" className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        <Trans>Products related to this item</Trans>
      </h2>
      {isLoading ? (
        <p role="status" className="mt-4 text-ink-700">
          {sharedMessage(i18n, 'loadingRelated')}
        </p>
      ) : (
        <ul
          style={{ '--columns': RELATED_PRODUCTS_MAX_COLUMNS } as CSSProperties}
          className="mt-5 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-[repeat(var(--columns),minmax(0,1fr))]"
        >
          {products.map((product) => (
            <li key={product._id}>
              <Link
                to={productPath(product._id)}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70 transition-shadow hover:shadow-md"
              >
                <ProductImage
                  src={product.images[0]}
                  alt=""
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 360px) 50vw, 100vw"
                  className="w-full bg-ink-100"
                />
                <span className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
                  <span className="line-clamp-2 text-sm font-semibold text-ink-900 group-hover:text-brand-800 sm:text-base">
                    {product.productName}
                  </span>
                  <span className="mt-auto text-lg font-bold text-ink-900">
                    {formatRupees(product.price)}
                  </span>
                  {product.availability === 'Out of stock' && (
                    <span className="text-sm font-semibold text-ink-600">
                      <Trans>Out of stock</Trans>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
