import { Trans } from '@lingui/react/macro';
import { courierTrackingUrl, type Order } from '@haat/contracts';
import { textLinkClass } from './styles';

/**
 * The courier and tracking number of a shipped order, with the courier's tracking page as a
 * link when the shop knows the courier (contracts' COURIERS). Nothing before it is shipped.
 */
export function ShipmentTracking({
  order,
  className = '',
}: {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'orderNumber'>;
  className?: string;
}) {
  const { courier, trackingNumber, orderNumber } = order;
  if (!courier && !trackingNumber) return null;
  const link = courier && trackingNumber ? courierTrackingUrl(courier, trackingNumber) : null;
  return (
    <div className={`flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm ${className}`}>
      <dl className="contents">
        {courier && (
          <div className="flex gap-1.5">
            <dt className="text-ink-600">
              <Trans>Courier</Trans>
            </dt>
            <dd className="font-semibold text-ink-900">{courier}</dd>
          </div>
        )}
        {trackingNumber && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-ink-600">
              <Trans>Tracking number</Trans>
            </dt>
            <dd className="font-mono font-semibold break-all text-ink-900">{trackingNumber}</dd>
          </div>
        )}
      </dl>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
          <Trans>Track on {courier}</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(order {orderNumber}, opens a new tab)</Trans>
          </span>
        </a>
      )}
    </div>
  );
}
