import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { MESSAGES, PINCODE_DIGITS, type AddressInput } from '@haat/contracts';
import { checkoutQueries } from '../api/checkout-api';

type Filled = 'city' | 'state';

/**
 * Once six digits are typed, fills city and state from India Post's data. A city or state the
 * customer typed is left alone; what was filled before is replaced. Returns what to say under
 * the pincode: the place found, or that it is unknown and to type them.
 */
export function usePincodeAutofill(
  pincode: string | undefined,
  getValues: UseFormGetValues<AddressInput>,
  setValue: UseFormSetValue<AddressInput>,
): string | undefined {
  const client = useQueryClient();
  const [note, setNote] = useState<string | undefined>();
  const filled = useRef<Partial<Record<Filled, string>>>({});

  useEffect(() => {
    const digits = pincode?.replace(/\D/g, '') ?? '';
    if (digits.length !== PINCODE_DIGITS) {
      setNote(undefined);
      return;
    }
    let current = true;
    client.fetchQuery(checkoutQueries.pincodePlace(digits)).then(
      (place) => {
        if (!current) return;
        for (const field of ['city', 'state'] as const) {
          const now = getValues(field)?.trim() ?? '';
          if (now === '' || now === filled.current[field]) {
            setValue(field, place[field], { shouldValidate: now !== '' });
            filled.current[field] = place[field];
          }
        }
        setNote(`${place.city}, ${place.state}`);
      },
      (failure: unknown) => {
        if (!current) return;
        const notFound = (failure as { status?: unknown }).status === 404;
        setNote(notFound ? MESSAGES.unknownPincode : undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [pincode, client, getValues, setValue]);

  return note;
}
