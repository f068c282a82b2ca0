import { Skeleton } from '../../../components/Skeleton';

/**
 * docs/product.md, "Product page" and "Constants and limits": the product page's shape while it
 * loads; the gallery shows 5 thumbnails of 80 px.
 */
export function ProductPageSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading product…</span>
      <Skeleton className="h-4 w-64 max-w-full" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="flex items-start gap-4">
          <div className="hidden shrink-0 flex-col gap-3 md:flex">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="size-20 rounded-xl" />
            ))}
          </div>
          <Skeleton className="aspect-square min-w-0 flex-1 rounded-2xl" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-7 w-1/3" />
          <div className="flex gap-2 pt-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-11 w-12 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-12 w-full rounded-full sm:w-60" />
          <Skeleton className="mt-6 h-6 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
