import { Link } from 'react-router';
import { MESSAGES } from '@haat/contracts';
import { FilterBar } from '../components/FilterBar';
import { ProductResults } from '../components/ProductResults';
import { SpecialCardSection } from '../components/SpecialCardSection';
import { pageClass } from '../../../components/styles';
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

/** Home (spec 2): the hero, the filter bar, the special card's products and the product grid. */
export function HomePage() {
  const { filter, search, category, setSearch, setCategory, clearFilter } = useProductFilter();
  const filtered = Boolean(filter.search || filter.category);

  return (
    <>
      <section
        aria-labelledby="home-title"
        className="relative isolate overflow-hidden bg-linear-to-br from-brand-50 via-white to-brand-100"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-saffron/25 blur-3xl sm:size-96"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 -z-10 size-72 rounded-full bg-brand-400/20 blur-3xl"
        />

        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-8 pb-14 sm:px-6 sm:pt-14 sm:pb-20 md:grid-cols-[1.2fr_1fr] lg:pt-14 lg:pb-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
              Pay cash on delivery
            </p>
            <h1
              id="home-title"
              className="mt-3 text-5xl font-black tracking-tight text-ink-900 sm:mt-5 sm:text-7xl"
            >
              Haat
            </h1>
            <p className="mt-2 max-w-lg text-lg leading-snug text-ink-700 sm:mt-4 sm:text-2xl">
              {MESSAGES.tagline}
            </p>
            <Link
              to={LISTING_PATH}
              className="mt-5 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-lg shadow-brand-700/25 transition-colors hover:bg-brand-800 sm:mt-8 sm:px-7 sm:py-3.5"
            >
              Shop all products
              <span aria-hidden="true">→</span>
            </Link>
          </div>

          <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-[17rem] md:block">
            <div className="aspect-square rotate-6 rounded-[2.5rem] bg-linear-to-br from-saffron to-brand-700 shadow-2xl" />
            <div className="absolute inset-0 flex -rotate-3 flex-col items-center justify-center gap-4 rounded-[2.5rem] bg-white shadow-xl ring-1 ring-ink-200">
              <img src="/logo.svg" alt="" width={128} height={128} className="size-28" />
              <p className="text-4xl font-black tracking-tight text-ink-900">Haat</p>
            </div>
            <div className="absolute -bottom-5 -left-6 rounded-2xl bg-white px-5 py-3 shadow-lg ring-1 ring-ink-200">
              <p className="text-xs font-medium text-ink-600">Pay when it arrives</p>
              <p className="text-lg font-bold text-ink-900">₹ Cash on delivery</p>
            </div>
          </div>
        </div>
      </section>

      <div className={`${pageClass} pb-12`}>
        <div className="relative z-10 -mt-8 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-ink-200/70 sm:p-4">
          <FilterBar
            search={search}
            category={category}
            onSearch={setSearch}
            onCategory={setCategory}
          />
        </div>

        {/* While a shopper searches or filters, their results come straight after the bar. */}
        {!filtered && <SpecialCardSection />}

        <section aria-labelledby="products-title" className="mt-10">
          <h2 id="products-title" className="text-2xl font-bold tracking-tight text-ink-900">
            {filtered ? 'Matching products' : 'Latest products'}
          </h2>
          <div className="mt-4">
            <ProductResults filter={filter} loadMore="on-click" onClearFilter={clearFilter} />
          </div>
        </section>

        <section aria-label="Why shop with Haat" className="mt-14">
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
    </>
  );
}
