import { useLingui } from '@lingui/react/macro';
import type { Order } from '@haat/contracts';
import { useLanguage } from '../i18n/LanguageProvider';
import { formatDateTime } from '../lib/format-order-date';
import { formatRupees } from '../lib/money';
import { ORDER_STATUS_TEXT } from './order-status-labels';

const STEP_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * An order's moves, oldest first, starting with its placing: who moved it, when, and the
 * courier, tracking number or cash collected where the move has one.
 */
export function OrderTimeline({
  order,
  heading,
}: {
  order: Pick<Order, 'createdAt' | 'events' | 'courier' | 'trackingNumber' | 'cashCollected'>;
  heading: string;
}) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const courier = order.courier ?? t`Courier`;
  const tracking = order.trackingNumber;
  const cash = order.cashCollected === null ? null : formatRupees(order.cashCollected);
  const steps = [
    {
      key: 'placed',
      label: i18n._(ORDER_STATUS_TEXT.placed),
      at: order.createdAt,
      by: null,
      note: null,
      detail: null,
    },
    ...order.events.map((event, index) => ({
      key: `${index}`,
      label: i18n._(ORDER_STATUS_TEXT[event.to]),
      at: event.at,
      by: event.by,
      note: event.note,
      detail:
        event.to === 'shipped' && tracking
          ? t`${courier} · tracking ${tracking}`
          : event.to === 'delivered' && cash !== null
            ? t`Cash collected ${cash}`
            : null,
    })),
  ];
  return (
    <section aria-label={heading}>
      <ol className="relative ml-2 border-l-2 border-ink-200">
        {steps.map((step) => (
          <li key={step.key} className="relative pb-4 pl-5 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[7px] size-3 rounded-full bg-brand-700 ring-2 ring-white"
            />
            <p className="font-semibold text-ink-900">{step.label}</p>
            <p className="text-sm text-ink-700">
              <time dateTime={step.at}>{formatDateTime(step.at, language, STEP_TIME)}</time>
              {step.by && <> · {step.by}</>}
            </p>
            {step.detail && <p className="text-sm text-ink-800">{step.detail}</p>}
            {step.note && <p className="text-sm text-ink-800 italic">“{step.note}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
