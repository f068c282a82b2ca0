import { Link } from 'react-router';
import type { ProductCard } from '@haat/contracts';
import { ProductAdminList } from '../../../components/product-admin-list/ProductAdminList';
import { pageClass, primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { useCurrentUser } from '../../../lib/session';
import { DashboardHeading } from '../components/DashboardHeading';
import { shareDataFor, shareProduct, whatsAppUrl } from '../share-product';

const smallButton = `${secondaryButtonClass} px-4 py-2`;

/**
 * 'Your Products' for agents (spec 2), at /agent-products: the shared list (search, category
 * filter, five at a time) with 'Add Users' and, per product, View, Share and 'Share on
 * WhatsApp'. Every link shared is the agent's shared link, so buyers become their customers.
 */
export function AgentProductsPage() {
  const user = useCurrentUser()!;

  function actions(product: ProductCard) {
    const data = shareDataFor(product, user._id, window.location.origin);
    const label = product.productName;
    return (
      <>
        <Link
          to={`/shared-product/${product._id}/${user._id}`}
          aria-label={`View ${label}`}
          className={smallButton}
        >
          View
        </Link>
        <button
          type="button"
          onClick={() => void shareProduct(data)}
          aria-label={`Share ${label}`}
          className={smallButton}
        >
          Share
        </button>
        <a
          href={whatsAppUrl(data)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share ${label} on WhatsApp`}
          className={`${smallButton} text-green-800`}
        >
          Share on WhatsApp
        </a>
      </>
    );
  }

  return (
    <div className={`${pageClass} py-8`}>
      <title>Your Products · Haat</title>
      <DashboardHeading title="Your Products">
        <Link to="/agent-add-users" className={primaryButtonClass}>
          Add Users
        </Link>
      </DashboardHeading>
      <section aria-labelledby="agent-products" className="mt-6">
        <h2 id="agent-products" className="sr-only">
          Products to share
        </h2>
        <ProductAdminList actions={actions} />
      </section>
    </div>
  );
}
