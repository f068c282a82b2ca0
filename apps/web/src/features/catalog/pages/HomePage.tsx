import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@haat/contracts';
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
    title: 'Cash on delivery',
    text: 'Pay in cash when your order reaches your door. Nothing to pay online.',
  },
  {
    title: 'Agents you know',
    text: 'Order with help from a local agent who shares products with you, or shop on your own.',
  },
  {
    title: 'Every order in one place',
    text: 'Sign in to keep a cart and follow everything you bought under My Orders.',
  },
];

/**
 * Home (docs/product.md, "Home"), phone first: the filter bar right under the header, a row of
 * category pictures, the cash-on-delivery line, the special card's products and the product grid,
 * so products show on the first screen of a phone. Wide screens keep the same order.
 */
export function HomePage() {
  const { filter, search, category, setSearch, setCategory, clearFilter } = useProductFilter();
  const { data: categories } = useQuery(catalogQueries.categories());
  const filtered = Boolean(filter.search || filter.category);

  return (
    <div className={`${pageClass} flex flex-col gap-3 pt-3 pb-12 sm:gap-4 sm:pt-5`}>
      {/* Its own, always: a product page opened from a link leaves the server's product title
          in index.html's head, which the tab would otherwise keep. */}
      <title>{`Haat · ${MESSAGES.tagline}`}</title>
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
            {filtered ? 'Matching products' : 'Latest products'}
          </h2>
          <Link to={LISTING_PATH} className={`${textLinkClass} text-sm sm:text-base`}>
            Shop all products <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-3 sm:mt-4">
          <ProductResults filter={filter} loadMore="on-click" onClearFilter={clearFilter} />
        </div>
      </section>

      <section aria-label="Why shop with Haat" className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-3">
          {promises.map((promise) => (
            <li
              key={promise.title}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70 sm:p-6"
            >
              <h2 className="text-lg font-bold text-ink-900">{promise.title}</h2>
              <p className="mt-2 text-ink-700">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
