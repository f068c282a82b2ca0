import { secondaryButtonClass } from '../../../components/styles';

interface PagerProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What the pages hold, for the navigation's name ('Users pages'). */
  label: string;
}

/** Previous and Next for the admin's paged tables, with the page number between them. */
export function Pager({ page, hasMore, onPage, label }: PagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-center gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Previous
      </button>
      <span className="text-sm font-semibold text-ink-800">Page {page}</span>
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
