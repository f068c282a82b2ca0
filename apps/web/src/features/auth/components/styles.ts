/** Class lists shared by the account screens. */
export { errorTextClass } from '../../../components/styles';

export const inputClass =
  'block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-ink-900 shadow-xs ring-1 ring-ink-300 transition-shadow ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-700 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600 disabled:bg-ink-100';

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-700/25 transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75';

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-full px-6 py-3 text-base font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

export const textLinkClass =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-ink-700 disabled:no-underline';
