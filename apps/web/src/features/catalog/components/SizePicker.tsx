import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Size } from '@haat/contracts';

interface SizePickerProps {
  sizes: readonly Size[];
  value: Size | null;
  onChange: (size: Size) => void;
  /** Out of stock: the sizes show greyed out and cannot be chosen. */
  disabled?: boolean;
  /** Sizes that have run out: crossed out and not selectable, each on its own. */
  soldOut?: readonly Size[];
  /** The id of a message about the choice, such as 'Please select a size'. */
  describedBy?: string | undefined;
}

/**
 * docs/product.md, "Product page": the product's sizes as a radio group (shown only when it has
 * sizes); a size that has run out is crossed out and cannot be chosen.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  disabled = false,
  soldOut = [],
  describedBy,
}: SizePickerProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink-800">
        <Trans>Size</Trans>
        {value && <span className="font-normal text-ink-700">: {value}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const gone = soldOut.includes(size);
          return (
            <label
              key={size}
              title={gone ? t`${size}: sold out` : undefined}
              className={`relative ${disabled || gone ? 'cursor-not-allowed' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={name}
                value={size}
                disabled={gone}
                aria-label={gone ? t`${size}, sold out` : size}
                checked={value === size}
                onChange={() => onChange(size)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl focus:outline-none disabled:cursor-not-allowed"
              />
              <span className="pointer-events-none inline-flex h-11 min-w-12 items-center justify-center rounded-xl bg-white px-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 transition-colors peer-checked:bg-ink-900 peer-checked:text-white peer-checked:ring-ink-900 peer-hover:ring-ink-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:bg-ink-100 peer-disabled:text-ink-500 peer-disabled:line-through peer-disabled:ring-ink-200">
                {size}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
