/** Class lists shared by the catalogue screens. */

/** Text inputs and the category trigger: one height, one look. */
export const fieldClass =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-base text-ink-900 shadow-xs ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-700 focus:outline-none';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-700/25 transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

/** The page's width and side padding, as the header's. */
export const pageClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6';

/** Product grids: 2 columns on phones, 3 on tablets, 4 from 1024 px. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';
