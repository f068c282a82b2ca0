/** Class lists that every feature shares, so the screens look like one shop. */

/** The page's width and side padding, as the header's. */
export const pageClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

/** White cards on the warm page background. */
export const cardClass = 'rounded-2xl bg-white shadow-xs ring-1 ring-ink-200/70';

/** The main action; disabled it greys out (unavailable) — a busy form says so in its text. */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-700/25 transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-5 py-2.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

/** Small destructive action, such as removing a cart line or an address. */
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** Text inputs of every form. */
export const inputClass =
  'block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-ink-900 shadow-xs ring-1 ring-ink-300 transition-shadow ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-700 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600 disabled:bg-ink-100';

export const textLinkClass =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-ink-700 disabled:no-underline';

export const errorTextClass = 'text-sm font-medium text-red-700';

/** A top bar's links: a pill, tinted on the current page. */
export const barLinkClass =
  'rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The links of a top bar's folded menu. */
export const menuLinkClass =
  'block rounded-xl px-4 py-3 text-base font-semibold text-ink-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** A top bar's quiet button (Logout): colours and shape; each use adds display and size. */
export const quietBarButtonClass =
  'items-center justify-center rounded-full text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';
