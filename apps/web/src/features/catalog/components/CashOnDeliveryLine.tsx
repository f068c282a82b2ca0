import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';

/** Home's banner, one line on a phone: the shop's name and its promise of cash on delivery. */
export function CashOnDeliveryLine() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-title"
      className="flex items-center gap-x-3 rounded-xl bg-brand-50 px-3 py-2 ring-1 ring-brand-200 sm:px-4"
    >
      <h1 id="home-title" className="text-lg font-black tracking-tight text-brand-800">
        Haat
      </h1>
      <p className="hidden min-w-0 truncate text-sm text-ink-700 sm:block">
        {sharedMessage(i18n, 'tagline')}
      </p>
      <p className="ml-auto flex shrink-0 items-center gap-1.5 text-sm font-semibold text-ink-900">
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
        >
          ₹
        </span>
        <Trans>Pay cash on delivery</Trans>
      </p>
    </section>
  );
}
