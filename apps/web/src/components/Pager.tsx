import { secondaryButtonClass } from './styles';

interface PagerProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** The navigation's accessible name: 'Users pages', 'Pages of orders'. */
  label: string;
}

const stepClass = `${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`;

/** Previous / Next for lists too long for one screen. Hidden when everything fits. */
export function Pager({ page, hasMore, onPage, label }: PagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={stepClass}
      >
        Previous
      </button>
      <p className="text-sm font-medium text-ink-700">Page {page}</p>
      <button
        type="button"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
        className={stepClass}
      >
        Next
      </button>
    </nav>
  );
}
