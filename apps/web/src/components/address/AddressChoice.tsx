import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Address } from '@haat/contracts';
import { cardClass } from '../styles';
import { AddressCard } from './AddressCard';

interface AddressChoiceProps {
  addresses: readonly Address[];
  /** The id of the heading that names the choice. */
  labelledBy: string;
  selectedId: string | undefined;
  onSelect: (addressId: string) => void;
  /** Without it the cards offer no delete (the agent's order screen). */
  onDelete?: (address: Address) => void;
  /** What shows when there is no address yet. */
  empty: ReactNode;
  /** The empty note's id, for a button it describes. */
  emptyId?: string;
}

/**
 * The saved addresses to deliver to, one radio group of cards (docs/product.md, "Checkout"):
 * checkout's and the agent's order screen's one choice of address.
 */
export function AddressChoice({
  addresses,
  labelledBy,
  selectedId,
  onSelect,
  onDelete,
  empty,
  emptyId,
}: AddressChoiceProps) {
  const groupName = useId();
  if (addresses.length === 0) {
    return (
      <p id={emptyId} className={`${cardClass} px-5 py-6 text-ink-700`}>
        {empty}
      </p>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-4 md:grid-cols-2">
      {addresses.map((address) => (
        <AddressCard
          key={address._id}
          address={address}
          groupName={groupName}
          selected={address._id === selectedId}
          onSelect={() => onSelect(address._id)}
          onDelete={onDelete && (() => onDelete(address))}
        />
      ))}
    </div>
  );
}
