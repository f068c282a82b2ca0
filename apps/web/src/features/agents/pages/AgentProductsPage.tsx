import { Link } from 'react-router';
import type { ProductCard } from '@haat/contracts';
import { ProductAdminList } from '../../../components/product-admin-list/ProductAdminList';
import { pageClass, primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { useCurrentUser } from '../../../lib/session';
import { DashboardHeading } from '../components/DashboardHeading';
import { formatRupees } from '../../../lib/money';
import { earningsPerUnit, shareDataFor, shareProduct, whatsAppUrl } from '../share-product';
import { useCatalogue } from '../../../i18n/catalogue';
import { agentsCatalogue } from '../catalogue';

const smallButton = `${secondaryButtonClass} px-4 py-2`;

/**
 * 'Your Products' for agents (docs/product.md, "Agent products and sharing"), at /agent-products:
 * the shared list (search, category filter, five at a time) with 'Add Users' and, per product,
 * View, Share and 'Share on WhatsApp'. Every link shared is the agent's shared link, so buyers
 * become their customers.
 */
export function AgentProductsPage() {
  useCatalogue(agentsCatalogue);
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

  // What the agent earns on one sold, and the message their customers get (which never says it).
  function detail(product: ProductCard) {
    const earns = earningsPerUnit(product);
    const { text } = shareDataFor(product, user._id, window.location.origin);
    return (
      <>
        {earns !== null && (
          <p className="mt-1 w-fit rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-200">
            You earn {formatRupees(earns)}
          </p>
        )}
        <p className="mt-1.5 text-xs text-ink-700">
          <span className="font-semibold">Shares as:</span> “{text}” and your link
          {earns !== null && <> · you earn {formatRupees(earns)} on each one sold</>}
        </p>
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
        <ProductAdminList actions={actions} detail={detail} />
      </section>
    </div>
  );
}
