import { secondaryButtonClass } from '../../../components/styles';

interface PagerProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What is paged, for assistive technology: 'customers', 'orders'. */
  label: string;
}

/** Previous / Next for lists too long for one screen. Hidden when everything fits. */
export function Pager({ page, hasMore, onPage, label }: PagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={`Pages of ${label}`} className="mt-5 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Previous
      </button>
      <p className="text-sm font-medium text-ink-700">Page {page}</p>
      <button
        type="button"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
        className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Next
      </button>
    </nav>
  );
}

/** The page number of the URL's `page` parameter (1 when absent or not a page). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
