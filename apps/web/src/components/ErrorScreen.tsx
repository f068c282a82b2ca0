import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { sharedMessage } from '../i18n/shared-messages';

function describe(i18n: I18n, error: unknown): string {
  // Rendered as a route rather than by the error boundary, there is no error: nothing matched.
  if (error == null) return i18n._(msg`We could not find the page you asked for.`);
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return i18n._(msg`Something went wrong while showing this page. Reloading usually helps.`);
}

/**
 * docs/product.md, "Navigation and loading": unknown routes and pages that fail show a screen
 * headed 'Unexpected Application Error!'. Without an error it is the not-found screen.
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const { i18n } = useLingui();
  const heading = sharedMessage(i18n, 'unexpectedError');
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <title>{`${heading} · Haat`}</title>
      <img src="/logo.svg" alt="" width={56} height={56} className="size-14" />
      <h1 id="error-title" className="mt-6 text-2xl font-bold text-ink-900 sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-3 text-ink-700">{describe(i18n, error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Go to home</Trans>
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full px-5 py-2.5 font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-white"
        >
          <Trans>Reload page</Trans>
        </button>
      </div>
    </section>
  );
}
