import { Skeleton } from '../../../components/Skeleton';
import { productGridClass } from './styles';

/** The cards' shapes while products load, so the page keeps its layout. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className={productGridClass}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-3 p-3 sm:p-4">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-10 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
