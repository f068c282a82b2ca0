import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '../../../lib/money';

/**
 * The price before the display discount, to the rupee: the price shown is what is paid, and
 * the discount says how much below the usual price that is.
 */
export function originalPrice(price: number, discountPercent: number): number {
  return Math.round((price * 100) / (100 - discountPercent));
}

interface PriceTagProps {
  price: number;
  discount: number | null | undefined;
  size?: 'large' | 'small';
}

/** '₹899 ~~₹1,124~~ 20% off': the price, and with a discount the struck-out usual price. */
export function PriceTag({ price, discount, size = 'large' }: PriceTagProps) {
  const { t } = useLingui();
  const hasDiscount = Boolean(discount && discount > 0 && discount < 100);
  const was = hasDiscount ? originalPrice(price, discount!) : null;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={`font-bold text-ink-900 tabular-nums ${size === 'large' ? 'text-3xl' : 'text-xl'}`}
      >
        {formatRupees(price)}
      </span>
      {was !== null && (
        <>
          <s className="text-base text-ink-600 tabular-nums">
            <span className="sr-only">{t`Usual price`} </span>
            {formatRupees(was)}
          </s>
          <span className="text-base font-bold text-green-700">
            <Trans>{discount}% off</Trans>
          </span>
        </>
      )}
    </span>
  );
}
