import { Link } from 'react-router';
import { SHELL_MESSAGES } from '@haat/contracts';

function describe(error: unknown): string {
  // Rendered as a route rather than by the error boundary, there is no error: nothing matched.
  if (error == null) return 'We could not find the page you asked for.';
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return 'Something went wrong while showing this page. Reloading usually helps.';
}

/**
 * docs/product.md, "Navigation and loading": unknown routes and pages that fail show a screen
 * headed 'Unexpected Application Error!'. Without an error it is the not-found screen.
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <title>{`${SHELL_MESSAGES.unexpectedError} · Haat`}</title>
      <img src="/logo.svg" alt="" width={56} height={56} className="size-14" />
      <h1 id="error-title" className="mt-6 text-2xl font-bold text-ink-900 sm:text-3xl">
        {SHELL_MESSAGES.unexpectedError}
      </h1>
      <p className="mt-3 text-ink-700">{describe(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Go to home
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full px-5 py-2.5 font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-white"
        >
          Reload page
        </button>
      </div>
    </section>
  );
}
