import { useLingui } from '@lingui/react/macro';
interface QuantityStepperProps {
  /** Names the line in the buttons' labels ('Increase quantity of …'). */
  label: string;
  quantity: number;
  /** The most that can be ordered now; plus is disabled from here (docs/product.md, "Cart"). */
  max: number;
  /** The line cannot change at all (out of stock). */
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full text-xl leading-none font-semibold text-ink-900 hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent';

/**
 * docs/product.md, "Cart": minus and plus around the quantity; minus disabled at 1, plus at the
 * stock.
 */
export function QuantityStepper({
  label,
  quantity,
  max,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Quantity of ${label}`}
      className="inline-flex items-center rounded-full bg-white ring-1 ring-ink-300"
    >
      <button
        type="button"
        aria-label={t`Decrease quantity of ${label}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={t`Increase quantity of ${label}`}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
        className={stepClass}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
