/** Class lists shared by the checkout screen. */

export { cardClass, errorTextClass, pageClass } from '../../../components/styles';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-700/25 transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-5 py-2.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

export const inputClass =
  'block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-ink-900 shadow-xs ring-1 ring-ink-300 transition-shadow ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-700 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600';

export const textLinkClass =
  'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
