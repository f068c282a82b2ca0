import { SHELL_MESSAGES } from './shell-messages.ts';
import { defineSentence, localized } from './translate.ts';

/**
 * Every user-facing sentence of the specification, in one place.
 * Texts changed on purpose are listed in docs/product.md, "Changes from the first specification".
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  signInSuccess: /*i18n*/ 'SignIn successful!',
  signUpSuccess: /*i18n*/ 'Please Verify your Email',
  emailVerified: /*i18n*/ 'Email Verified please Login now!!',
  verifyLinkExpired: /*i18n*/ 'Already Signed Up and this link is expired',
  loginToShop: /*i18n*/ 'Please login to continue shopping',
  selectSize: /*i18n*/ 'Please select a size',
  currentlyUnavailable: /*i18n*/ 'Currently unavailable',
  invalidContact: /*i18n*/ 'Please enter a valid 10-digit phone number or email address.',
  agentAdded: /*i18n*/ 'Agent added successfully',
  userAdded: /*i18n*/ 'User added successfully',
  genericRetry: /*i18n*/ 'An error occurred. Please try again.',
  cardUpdated: /*i18n*/ 'Card updated successfully.',
  cardUpdateFailed: /*i18n*/ 'Error updating card.',
  cardPriceOrder: /*i18n*/ 'Ending price must be greater than starting price.',
  uploading: /*i18n*/ 'Uploading images...',
  uploaded: /*i18n*/ 'Images uploaded successfully!',
  uploadFailed: /*i18n*/ 'Upload failed. Please try to upload images less than 250kb',
  productAdded: /*i18n*/ 'Product added successfully',
  productAddFailed: /*i18n*/ 'An error occurred while adding the product',
  productUpdated: /*i18n*/ 'Product updated successfully',
  productUpdateFailed: /*i18n*/ 'An error occurred while updating the product',
  productDeleted: /*i18n*/ 'product deleted',
  confirmDelete: /*i18n*/ 'Are you sure you want to delete this product?',
  resetEmailSent: /*i18n*/ 'Password reset email sent!',
  resetEmailFailed: /*i18n*/ 'Error sending password reset email.',
  passwordReset: /*i18n*/ 'Password has been reset',
  passwordResetFailed: /*i18n*/ 'Error resetting password',
  otpResent: /*i18n*/ 'OTP resent successfully.',
  otpResendFailed: /*i18n*/ 'Failed to resend OTP. Please try again.',
  otpResendError: /*i18n*/ 'Error resending OTP. Please try again.',
  addressAdded: /*i18n*/ 'Address added successfully',
  addressAddFailed: /*i18n*/ 'Error adding address',
  primaryAddressUndeletable:
    /*i18n*/ 'You cannot delete your primary address. To make changes, please update it from your profile.',
  chooseAddress: /*i18n*/ 'please click the address box and place order',
  orderPlaced:
    /*i18n*/ 'Your order has been placed successfully. Our team will contact you shortly.',
  orderFailed: /*i18n*/ 'Please complete your Address on profile page',
  shareUnsupported: /*i18n*/ 'Web Share API not supported in your browser.',
  emptyCart: /*i18n*/ 'Your cart is currently empty.',
  noCartItems: /*i18n*/ 'No items found in cart',
  noOrders: /*i18n*/ 'No Orders Found',
  noAdminOrders: /*i18n*/ 'No orders found.',
  noUsers: /*i18n*/ 'No users found.',
  userNoPurchases: /*i18n*/ 'This user has not purchased anything yet',
  loadingRelated: /*i18n*/ 'Loading related products...',
  invalidCredentials: /*i18n*/ 'Invalid credentials',
  mobileDigits: /*i18n*/ 'Mobile No must be exactly 10 digits',
  mobile2Digits: /*i18n*/ 'Alternate Mobile No must be exactly 10 digits',
  pincodeDigits: /*i18n*/ 'Pincode must be exactly 6 digits',
  mobileRequired: /*i18n*/ 'Mobile number is required',
  houseRequired: /*i18n*/ 'House / flat is required',
  unknownPincode: /*i18n*/ 'We do not know this pincode; please type the city and state.',
} as const;

/**
 * '{Field} is required' with the field name's first letter capitalised (docs/product.md,
 * "Validation").
 */
export function requiredMessage(field: string): string {
  const name = `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return defineSentence(`${name} is required`, localized(/*i18n*/ '{name} is required', { name }));
}

/** '{Field} is too long', named as requiredMessage names it. */
export function tooLongMessage(field: string): string {
  const name = `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return defineSentence(`${name} is too long`, localized(/*i18n*/ '{name} is too long', { name }));
}
