import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@haat/contracts';
import { TrashIcon } from '../icons/TrashIcon';

interface AddressCardProps {
  address: Address;
  /** The radio group's name. */
  groupName: string;
  selected: boolean;
  onSelect: () => void;
  /** Without it the card offers no delete (the agent's order screen). */
  onDelete?: () => void;
}

/** Spaced like people read mobile numbers aloud: 98220 12345. */
function spacedMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/**
 * A shipping address to choose (docs/product.md, "Checkout"): the whole card is the radio button's
 * label, so a tap anywhere on it chooses it. The delete button sits beside the label, not inside.
 */
export function AddressCard({
  address,
  groupName,
  selected,
  onSelect,
  onDelete,
}: AddressCardProps) {
  const { t } = useLingui();
  const name = `${address.firstName} ${address.lastName}`;
  const { houseNo } = address;
  const mobiles = [address.mobileNo, address.mobileNo2].filter(Boolean) as string[];

  return (
    <div className="relative">
      <label
        className={`flex h-full cursor-pointer gap-3 rounded-2xl bg-white p-4 pr-14 shadow-xs ring-1 transition-shadow has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 sm:p-5 sm:pr-14 ${
          selected ? 'ring-2 ring-brand-700' : 'ring-ink-200 hover:ring-ink-400'
        }`}
      >
        <input
          type="radio"
          name={groupName}
          value={address._id}
          checked={selected}
          onChange={onSelect}
          className="mt-1 size-5 shrink-0 accent-brand-700 focus:outline-none"
        />
        <span className="min-w-0 text-sm leading-relaxed text-ink-700">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-base font-semibold text-ink-900">{name}</span>
            {address.isPrimary && (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                <Trans>Primary</Trans>
              </span>
            )}
          </span>
          <span className="mt-1 block">{address.houseNo}</span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.city}, {address.state} {address.pincode}
          </span>
          <span className="mt-1 block">
            <Trans>Mobile:</Trans>{' '}
            <span className="tabular-nums">{mobiles.map(spacedMobile).join(', ')}</span>
          </span>
        </span>
      </label>
      {onDelete && (
        <button
          type="button"
          aria-label={t`Delete address: ${name}, ${houseNo}`}
          onClick={onDelete}
          className="absolute top-2.5 right-2.5 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-red-50 hover:text-red-800"
        >
          <TrashIcon className="size-5" />
        </button>
      )}
    </div>
  );
}
