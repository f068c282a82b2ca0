import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sharedMessage } from '../../../i18n/shared-messages';
import { catalogQueries } from '../api/catalog-api';
import { CashOnDeliveryLine } from '../components/CashOnDeliveryLine';
import { CategoryTiles } from '../components/CategoryTiles';
import { FilterBar } from '../components/FilterBar';
import { ProductResults } from '../components/ProductResults';
import { SpecialCardSection } from '../components/SpecialCardSection';
import { pageClass, textLinkClass } from '../../../components/styles';
import { useProductFilter } from '../hooks/use-product-filter';
import { LISTING_PATH } from '../paths';

const promises = [
  {
    title: msg`Cash on delivery`,
    text: msg`Pay in cash when your order reaches your door. Nothing to pay online.`,
  },
  {
    title: msg`Agents you know`,
    text: msg`Order with help from a local agent who shares products with you, or shop on your own.`,
  },
  {
    title: msg`Every order in one place`,
    text: msg`Sign in to keep a cart and follow everything you bought under My Orders.`,
  },
];

/**
 * Home (docs/product.md, "Home"), phone first: the filter bar right under the header, a row of
 * category pictures, the cash-on-delivery line, the special card's products and the product grid,
 * so products show on the first screen of a phone. Wide screens keep the same order.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const { filter, search, category, setSearch, setCategory, clearFilter } = useProductFilter();
  const { data: categories } = useQuery(catalogQueries.categories());
  const filtered = Boolean(filter.search || filter.category);

  return (
    <div className={`${pageClass} flex flex-col gap-3 pt-3 pb-12 sm:gap-4 sm:pt-5`}>
      {/* Its own, always: a product page opened from a link leaves the server's product title
          in index.html's head, which the tab would otherwise keep. */}
      <title>{`Haat · ${sharedMessage(i18n, 'tagline')}`}</title>
      <FilterBar
        search={search}
        category={category}
        onSearch={setSearch}
        onCategory={setCategory}
      />
      <CategoryTiles categories={categories} value={category} onChange={setCategory} />
      <CashOnDeliveryLine />

      {/* While a shopper searches or filters, their results come straight after the bar. */}
      {!filtered && <SpecialCardSection />}

      <section aria-labelledby="products-title" className="mt-4 sm:mt-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2
            id="products-title"
            className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
          >
            {filtered ? t`Matching products` : t`Latest products`}
          </h2>
          <Link to={LISTING_PATH} className={`${textLinkClass} text-sm sm:text-base`}>
            <Trans>Shop all products</Trans> <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-3 sm:mt-4">
          <ProductResults filter={filter} loadMore="on-click" onClearFilter={clearFilter} />
        </div>
      </section>

      <section aria-label={t`Why shop with Haat`} className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-3">
          {promises.map((promise) => (
            <li
              key={promise.title.id}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70 sm:p-6"
            >
              <h2 className="text-lg font-bold text-ink-900">{i18n._(promise.title)}</h2>
              <p className="mt-2 text-ink-700">{i18n._(promise.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
