/** Class lists that several features share, so the screens look like one shop. */

/** The page's width and side padding, as the header's. */
export const pageClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

/** White cards on the warm page background. */
export const cardClass = 'rounded-2xl bg-white shadow-xs ring-1 ring-ink-200/70';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-700/25 transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

export const errorTextClass = 'text-sm font-medium text-red-700';
