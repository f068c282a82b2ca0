import { Trans } from '@lingui/react/macro';
import { SHIPPING_METHODS } from '@haat/contracts';
import { cardClass } from '../../../components/styles';

/** docs/product.md, "Checkout": cash on delivery is the only shipping method, chosen already. */
export function ShippingMethod() {
  return (
    <fieldset className={`${cardClass} p-5 sm:p-6`}>
      <legend className="float-left mb-3 w-full text-lg font-bold text-ink-900">
        <Trans>Shipping method</Trans>
      </legend>
      {SHIPPING_METHODS.map((method) => (
        <label
          key={method}
          className="clear-left flex cursor-pointer items-start gap-3 rounded-xl bg-brand-50/60 p-4 ring-2 ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
        >
          <input
            type="radio"
            name="shippingMethod"
            value={method}
            defaultChecked
            className="mt-0.5 size-5 shrink-0 accent-brand-700 focus:outline-none"
          />
          <span>
            <span className="block font-semibold text-ink-900">{method}</span>
            <span className="block text-sm text-ink-700">
              <Trans>
                Pay in cash when your order arrives. Our team calls you before delivery.
              </Trans>
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
