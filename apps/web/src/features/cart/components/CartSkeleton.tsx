import { Skeleton } from '../../../components/Skeleton';
import { cardClass } from '../../../components/styles';

/** docs/product.md, "Cart": the cart's shape in grey while its lines load. */
export function CartSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <span className="sr-only">Loading your cart…</span>
      <ul className={`${cardClass} divide-y divide-ink-200 p-4 sm:p-6`}>
        {[0, 1].map((row) => (
          <li key={row} className="flex gap-4 py-5 first:pt-0 last:pb-0 sm:gap-5">
            <Skeleton className="size-22 shrink-0 rounded-xl sm:size-32" />
            <div className="flex flex-1 flex-col gap-3">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-11 w-32 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
      <div className={`${cardClass} flex flex-col gap-4 p-5 sm:p-6`}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
