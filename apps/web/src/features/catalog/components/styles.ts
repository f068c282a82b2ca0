/** Class lists shared by the catalogue screens. */

/** Text inputs and the category trigger: one height, one look. */
export const fieldClass =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-base text-ink-900 shadow-xs ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-700 focus:outline-none';

/** Product grids: 2 columns on phones, 3 on tablets, 4 from 1024 px. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';
