import type { Locator } from '@playwright/test';
import type { Language } from '@haat/contracts';
import { expect } from './fixtures';

/**
 * What a journey types into the address dialog; the place is Pune's unless it says another. A
 * name left out is left as the dialog has it (filled in from the account).
 */
export interface AddressEntry {
  firstName?: string;
  lastName?: string;
  mobile: string;
  house: string;
  street?: string;
  city?: string;
  state?: string;
  pincode?: string;
}

/** The fields in the order a person fills them, the pincode last (it may fill in city and state). */
const FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'house',
  'street',
  'city',
  'state',
  'pincode',
] as const satisfies readonly (keyof AddressEntry)[];

/** The address dialog's field labels and save button, as it reads in each language. */
const LABELS: Record<Language, Record<(typeof FIELDS)[number] | 'save', string>> = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile no',
    house: 'House/flat',
    street: 'Street',
    city: 'City',
    state: 'State',
    pincode: 'Pincode',
    save: 'Save Address',
  },
  hi: {
    firstName: 'नाम',
    lastName: 'उपनाम',
    mobile: 'मोबाइल नंबर',
    house: 'मकान/फ़्लैट नंबर',
    street: 'गली/मोहल्ला',
    city: 'शहर',
    state: 'राज्य',
    pincode: 'पिनकोड',
    save: 'पता सेव करें',
  },
};

/**
 * Fills the open address dialog field by field, by its labels in `language` (whole labels:
 * 'नाम' is inside 'उपनाम', 'Mobile no' inside the second mobile's), and leaves it open.
 */
export async function fillAddress(
  dialog: Locator,
  entry: AddressEntry,
  language: Language = 'en',
): Promise<void> {
  const labels = LABELS[language];
  const values: AddressEntry = {
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    ...entry,
  };
  await expect(dialog).toBeVisible();
  for (const field of FIELDS) {
    const value = values[field];
    if (value !== undefined) {
      await dialog.getByLabel(labels[field], { exact: true }).fill(value);
    }
  }
}

/** Fills the open address dialog (`fillAddress`), saves it and waits for it to close. */
export async function addAddress(
  dialog: Locator,
  entry: AddressEntry,
  language: Language = 'en',
): Promise<void> {
  await fillAddress(dialog, entry, language);
  await dialog.getByRole('button', { name: LABELS[language].save }).click();
  await expect(dialog).toBeHidden();
}
