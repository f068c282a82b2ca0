import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import {
  COD_MESSAGES,
  DEFAULT_LANGUAGE,
  MESSAGES,
  PINCODE_DIGITS,
  translate,
  type AddressInput,
  type MessageText,
} from '@haat/contracts';
import { pincodePlaceQuery } from './pincode-query';

type Filled = 'city' | 'state';

/** Where an edited address started: its pincode, city and state as saved. */
export interface SavedPlace {
  pincode: string;
  city: string;
  state: string;
}

/** What the field says under the pincode: its English, and the sentence other languages read. */
interface Note {
  english: string;
  sentence: MessageText;
}

function plainNote(text: string): Note {
  return { english: text, sentence: text };
}

/**
 * Once six digits are typed, fills city and state from India Post's data. A city or state the
 * customer typed is left alone; what was filled before is replaced. Returns what to say under
 * the pincode: the place found, that cash on delivery does not go there, or that it is unknown
 * and to type them.
 *
 * Editing a saved address: its own pincode fills nothing (the city and state saved with it stay
 * as they are), and a new pincode replaces the saved city and state, as it would ones filled in.
 */
export function usePincodeAutofill(
  pincode: string | undefined,
  getValues: UseFormGetValues<AddressInput>,
  setValue: UseFormSetValue<AddressInput>,
  saved?: SavedPlace,
): string | undefined {
  const client = useQueryClient();
  const { i18n } = useLingui();
  const [note, setNote] = useState<Note | undefined>();
  const filled = useRef<Partial<Record<Filled, string>>>(
    saved ? { city: saved.city, state: saved.state } : {},
  );
  const savedPincode = saved?.pincode;

  useEffect(() => {
    const digits = pincode?.replace(/\D/g, '') ?? '';
    if (digits.length !== PINCODE_DIGITS) {
      setNote(undefined);
      return;
    }
    let current = true;
    client.fetchQuery(pincodePlaceQuery(digits)).then(
      (place) => {
        if (!current) return;
        for (const field of digits === savedPincode ? [] : (['city', 'state'] as const)) {
          const now = getValues(field)?.trim() ?? '';
          if (now === '' || now === filled.current[field]) {
            setValue(field, place[field], { shouldValidate: now !== '' });
            filled.current[field] = place[field];
          }
        }
        // Said as soon as the pincode is typed (docs/product.md, "Cash on delivery by pincode").
        setNote(
          place.cod === false
            ? {
                english: COD_MESSAGES.notServed(place.pincode),
                sentence: COD_MESSAGES.notServedSentence(place.pincode),
              }
            : plainNote(`${place.city}, ${place.state}`),
        );
      },
      (failure: unknown) => {
        if (!current) return;
        const notFound = (failure as { status?: unknown }).status === 404;
        setNote(notFound ? plainNote(MESSAGES.unknownPincode) : undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [pincode, client, getValues, setValue, savedPincode]);

  if (note === undefined) return undefined;
  // English needs no catalogue: its text is the sentence itself (decision 284).
  return i18n.locale === DEFAULT_LANGUAGE ? note.english : translate(i18n, note.sentence);
}
