import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { catalogQueries } from '../api/catalog-api';
import { Breadcrumb } from '../components/Breadcrumb';
import { LoadError } from '../../../components/LoadError';
import { ProductDetails } from '../components/ProductDetails';
import { ProductGallery } from '../components/ProductGallery';
import { ProductNotFound } from '../components/ProductNotFound';
import { ProductPageSkeleton } from '../components/ProductPageSkeleton';
import { RelatedProducts } from '../components/RelatedProducts';
import { pageClass } from '../../../components/styles';

/**
 * /product/{id} and /shared-product/{productId}/{agentId} (docs/product.md, "Product page"). The
 * shared link sends the agent along, and the server remembers them for this visitor for 30 days
 * (docs/product.md, "Agents").
 */
export function ProductPage() {
  const { t, i18n } = useLingui();
  const { id, productId, agentId } = useParams();
  const wanted = id ?? productId;
  const query = wanted ? { id: wanted, agentId } : undefined;
  // The answer is the address's own: empty while another product loads, so the old one never
  // shows under the new address.
  const {
    data: product,
    error,
    isError,
    refetch,
  } = useQuery({
    ...catalogQueries.product(query ?? { id: '' }),
    enabled: query !== undefined,
    // A product not found stays not found when the page shows again; and a page the server
    // rendered as not found is not drawn as loading first (docs/decisions/192-server-rendering.md).
    retryOnMount: false,
  });

  let content;
  if (!query || statusOf(error) === 404) {
    content = (
      <ProductNotFound message={errorBodyOf(error)?.message ?? t`This product does not exist.`} />
    );
  } else if (isError) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load this product.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!product) {
    content = <ProductPageSkeleton />;
  } else {
    content = (
      <>
        <Breadcrumb category={product.category} productName={product.productName} />
        {/* Keyed by product: another product starts at its first picture, with no size chosen. */}
        <div key={product._id} className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-12">
          <ProductGallery images={product.images} productName={product.productName} />
          <ProductDetails product={product} />
        </div>
        <RelatedProducts category={product.category} productId={product._id} />
      </>
    );
  }

  return (
    <div className={`${pageClass} py-6 sm:py-10`}>
      <title>{product ? `${product.productName} · Haat` : t`Product · Haat`}</title>
      {content}
    </div>
  );
}
