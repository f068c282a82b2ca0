import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProductCard } from '@haat/contracts';
import { ProductAdminList } from '../../../components/product-admin-list/ProductAdminList';
import { pageClass, primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { useCurrentUser } from '../../../lib/session';
import { DashboardHeading } from '../components/DashboardHeading';
import { rupees2 } from '../format';
import { earningsPerUnit, shareDataFor, shareProduct, whatsAppUrl } from '../share-product';
import { useCatalogue } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/LanguageProvider';
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
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const user = useCurrentUser()!;

  function actions(product: ProductCard) {
    const data = shareDataFor(product, user._id, window.location.origin, i18n);
    const label = product.productName;
    return (
      <>
        <Link
          to={`/shared-product/${product._id}/${user._id}`}
          aria-label={t`View ${label}`}
          className={smallButton}
        >
          <Trans>View</Trans>
        </Link>
        <button
          type="button"
          onClick={() => void shareProduct(data, i18n)}
          aria-label={t`Share ${label}`}
          className={smallButton}
        >
          <Trans>Share</Trans>
        </button>
        <a
          href={whatsAppUrl(data)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Share ${label} on WhatsApp`}
          className={`${smallButton} text-green-800`}
        >
          <Trans>Share on WhatsApp</Trans>
        </a>
      </>
    );
  }

  // What the agent earns on one sold, and the message their customers get (which never says it).
  function detail(product: ProductCard) {
    const perUnit = earningsPerUnit(product);
    const earns = perUnit === null ? null : rupees2(perUnit, language);
    const { text } = shareDataFor(product, user._id, window.location.origin, i18n);
    return (
      <>
        {earns !== null && (
          <p className="mt-1 w-fit rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-200">
            <Trans>You earn {earns}</Trans>
          </p>
        )}
        <p className="mt-1.5 text-xs text-ink-700">
          <Trans>
            <span className="font-semibold">Shares as:</span> “{text}” and your link
          </Trans>
          {earns !== null && (
            <>
              {' · '}
              <Trans>you earn {earns} on each one sold</Trans>
            </>
          )}
        </p>
      </>
    );
  }

  return (
    <div className={`${pageClass} py-8`}>
      <title>{t`Your Products · Haat`}</title>
      <DashboardHeading title={t`Your Products`}>
        <Link to="/agent-add-users" className={primaryButtonClass}>
          <Trans>Add Users</Trans>
        </Link>
      </DashboardHeading>
      <section aria-labelledby="agent-products" className="mt-6">
        <h2 id="agent-products" className="sr-only">
          <Trans>Products to share</Trans>
        </h2>
        <ProductAdminList actions={actions} detail={detail} />
      </section>
    </div>
  );
}
