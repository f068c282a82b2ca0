import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LISTING_PATH } from '../paths';
import { primaryButtonClass } from '../../../components/styles';

/** An unknown product id, or a page opened without one. */
export function ProductNotFound({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center py-16 text-center"
    >
      <img src="/logo.svg" alt="" width={56} height={56} className="size-14 opacity-80" />
      <h1 id="not-found-title" className="mt-6 text-2xl font-bold text-ink-900 sm:text-3xl">
        <Trans>Product not found</Trans>
      </h1>
      <p className="mt-3 text-ink-700">{message}</p>
      <Link to={LISTING_PATH} className={`mt-8 ${primaryButtonClass}`}>
        <Trans>Browse all products</Trans>
      </Link>
    </section>
  );
}
