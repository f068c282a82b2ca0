import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/Skeleton';
import { cardClass } from '../../../components/styles';

/** The checkout's shape in grey while the addresses and the cart load. */
export function CheckoutSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <span className="sr-only">
        <Trans>Loading checkout…</Trans>
      </span>
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
        <Skeleton className="h-32 rounded-2xl" />
      </div>
      <div className={`${cardClass} flex flex-col gap-4 p-5 sm:p-6`}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
