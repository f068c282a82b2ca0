import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * One canonical form for phone numbers (docs/decisions/231-phone-canonical-form.md): the 10
 * national digits of an Indian mobile number, as the product has always stored them
 * (docs/product.md, "Entities and fields"). `9876543210`, `+91 98765 43210`, `098765 43210`
 * and `0091 98765 43210` are one number. E.164 (`+919876543210`) is derived for the gateway
 * and the log, never stored.
 */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** The canonical 10 digits of an Indian mobile number, or null when the input is not one. */
export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  // Letters, or anything but digits, spaces, dots, dashes, brackets and one leading plus, are
  // not a phone number (libphonenumber would read 'call 98765 43210' as one).
  if (!/^\+?[\d\s().-]{10,20}$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const national = String(parsed.nationalNumber);
  return INDIAN_MOBILE.test(national) ? national : null;
}

/** Whether the text looks meant as a phone number (no @): then it must normalise. */
export function looksLikePhone(input: string): boolean {
  return !input.includes('@') && /\d/.test(input);
}

/** `+91` and the 10 digits: the form the log and the people reading it use. */
export function toE164(phone: string): string {
  return `+91${phone}`;
}

/** The gateway's `mobiles` form: country code and number, no plus (`919876543210`). */
export function toGatewayMobile(phone: string): string {
  return `91${phone}`;
}
