import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Availability, MESSAGES } from '@haat/contracts';

/**
 * The spec's shared texts (contracts' MESSAGES) that customers and agents read, as messages of
 * the catalogue: the English of each is the spec's text exactly (shared-messages.test.ts), the
 * Hindi its translation. The admin's stay in MESSAGES, English.
 */
export const SHARED_MESSAGES = {
  tagline: msg`Your one-stop shop for quality products`,
  unexpectedError: msg`Unexpected Application Error!`,
  loginAgain: msg`please login again to continue`,
  logoutSuccess: msg`logout Success!`,
  signInSuccess: msg`SignIn successful!`,
  signUpSuccess: msg`Please Verify your Email`,
  loginToShop: msg`Please login to continue shopping`,
  selectSize: msg`Please select a size`,
  currentlyUnavailable: msg`Currently unavailable`,
  invalidContact: msg`Please enter a valid 10-digit phone number or email address.`,
  genericRetry: msg`An error occurred. Please try again.`,
  otpResent: msg`OTP resent successfully.`,
  otpResendFailed: msg`Failed to resend OTP. Please try again.`,
  chooseAddress: msg`please click the address box and place order`,
  orderPlaced: msg`Your order has been placed successfully. Our team will contact you shortly.`,
  orderFailed: msg`Please complete your Address on profile page`,
  emptyCart: msg`Your cart is currently empty.`,
  noCartItems: msg`No items found in cart`,
  noOrders: msg`No Orders Found`,
  loadingRelated: msg`Loading related products...`,
  invalidCredentials: msg`Invalid credentials`,
} satisfies Partial<Record<keyof typeof MESSAGES, MessageDescriptor>>;

export type SharedMessageKey = keyof typeof SHARED_MESSAGES;

const AVAILABILITY_TEXT: Record<Availability, MessageDescriptor> = {
  'In stock': msg`In stock`,
  'Out of stock': msg`Out of stock`,
};

/** A product's availability (the server's `In stock` / `Out of stock`) in the reader's language. */
export function availabilityText(i18n: I18n, availability: Availability): string {
  return i18n._(AVAILABILITY_TEXT[availability]);
}

/** The shared text `key` in the reader's language. */
export function sharedMessage(i18n: I18n, key: SharedMessageKey): string {
  return i18n._(SHARED_MESSAGES[key]);
}
