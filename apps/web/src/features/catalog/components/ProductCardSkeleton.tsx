import { Skeleton } from '../../../components/Skeleton';

/**
 * A product card's exact shape while it loads: the same boxes and line heights as
 * `ProductCard` (square picture, two lines of name, the price, 'Buy Now'), so the real card
 * takes its place without moving anything below it.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200/70"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="min-h-[2lh] text-sm leading-snug sm:text-base">
          <Skeleton className="h-[1lh] w-4/5" />
        </div>
        <div className="text-lg">
          <Skeleton className="h-[1lh] w-1/3" />
        </div>
        <Skeleton className="mt-1 h-10 w-full rounded-full" />
      </div>
    </div>
  );
}
