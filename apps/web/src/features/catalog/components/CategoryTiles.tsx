import { Trans, useLingui } from '@lingui/react/macro';
import { smallImageUrl, type Category } from '@haat/contracts';
import { Skeleton } from '../../../components/Skeleton';

interface CategoryTilesProps {
  categories: readonly Category[] | undefined;
  /** The chosen category's name, or '' for all. */
  value: string;
  onChange: (category: string | null) => void;
}

const tileClass =
  'group flex w-[4.5rem] shrink-0 snap-start flex-col items-center gap-1.5 rounded-xl p-1 text-xs font-semibold text-ink-800 sm:w-28 sm:text-sm';
const pictureClass =
  'flex size-14 items-center justify-center overflow-hidden rounded-full bg-white ring-2 ring-ink-200 transition-shadow group-hover:ring-brand-300 group-aria-pressed:ring-brand-700 sm:size-16';

/**
 * A row of category pictures under the search: one tap shows that category, a second tap on
 * it (or 'All') shows everything again. The row keeps its height while categories load.
 */
export function CategoryTiles({ categories, value, onChange }: CategoryTilesProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Shop by category`} className="-mx-4 sm:-mx-6 lg:mx-0">
      <ul className="flex snap-x gap-1 overflow-x-auto overscroll-x-contain px-3 py-1 sm:gap-2 sm:px-5 lg:px-0">
        <li>
          <button
            type="button"
            aria-pressed={value === ''}
            onClick={() => onChange(null)}
            className={tileClass}
          >
            <span className={`${pictureClass} bg-brand-50 text-brand-800`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
                <rect x="3" y="3" width="8" height="8" rx="2" />
                <rect x="13" y="3" width="8" height="8" rx="2" />
                <rect x="3" y="13" width="8" height="8" rx="2" />
                <rect x="13" y="13" width="8" height="8" rx="2" />
              </svg>
            </span>
            <span className="w-full truncate text-center">
              <Trans>All</Trans>
            </span>
          </button>
        </li>
        {categories
          ? categories.map((category) => {
              const chosen = value === category.categories;
              return (
                <li key={category._id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => onChange(chosen ? null : category.categories)}
                    className={tileClass}
                  >
                    <span className={pictureClass}>
                      {category.image ? (
                        <img
                          src={smallImageUrl(category.image)}
                          alt=""
                          width={64}
                          height={64}
                          className="size-full object-cover"
                        />
                      ) : (
                        <span aria-hidden="true" className="text-xl font-black text-ink-500">
                          {category.categories.charAt(0)}
                        </span>
                      )}
                    </span>
                    <span className="w-full truncate text-center">{category.categories}</span>
                  </button>
                </li>
              );
            })
          : Array.from({ length: 5 }, (_, index) => (
              <li key={index} aria-hidden="true" className={tileClass}>
                <Skeleton className="size-14 rounded-full sm:size-16" />
                <Skeleton className="h-[1lh] w-12" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
