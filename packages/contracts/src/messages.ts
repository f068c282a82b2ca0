import { SHELL_MESSAGES } from './shell-messages.ts';

/**
 * Every user-facing sentence of the specification, in one place.
 * Texts changed on purpose are listed in docs/product.md, "Changes from the first specification".
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  signInSuccess: 'SignIn successful!',
  signUpSuccess: 'Please Verify your Email',
  emailVerified: 'Email Verified please Login now!!',
  verifyLinkExpired: 'Already Signed Up and this link is expired',
  loginToShop: 'Please login to continue shopping',
  selectSize: 'Please select a size',
  currentlyUnavailable: 'Currently unavailable',
  invalidContact: 'Please enter a valid 10-digit phone number or email address.',
  agentAdded: 'Agent added successfully',
  userAdded: 'User added successfully',
  genericRetry: 'An error occurred. Please try again.',
  cardUpdated: 'Card updated successfully.',
  cardUpdateFailed: 'Error updating card.',
  cardPriceOrder: 'Ending price must be greater than starting price.',
  uploading: 'Uploading images...',
  uploaded: 'Images uploaded successfully!',
  uploadFailed: 'Upload failed. Please try to upload images less than 250kb',
  productAdded: 'Product added successfully',
  productAddFailed: 'An error occurred while adding the product',
  productUpdated: 'Product updated successfully',
  productUpdateFailed: 'An error occurred while updating the product',
  productDeleted: 'product deleted',
  confirmDelete: 'Are you sure you want to delete this product?',
  resetEmailSent: 'Password reset email sent!',
  resetEmailFailed: 'Error sending password reset email.',
  passwordReset: 'Password has been reset',
  passwordResetFailed: 'Error resetting password',
  otpResent: 'OTP resent successfully.',
  otpResendFailed: 'Failed to resend OTP. Please try again.',
  otpResendError: 'Error resending OTP. Please try again.',
  addressAdded: 'Address added successfully',
  addressAddFailed: 'Error adding address',
  primaryAddressUndeletable:
    'You cannot delete your primary address. To make changes, please update it from your profile.',
  chooseAddress: 'please click the address box and place order',
  orderPlaced: 'Your order has been placed successfully. Our team will contact you shortly.',
  orderFailed: 'Please complete your Address on profile page',
  shareUnsupported: 'Web Share API not supported in your browser.',
  emptyCart: 'Your cart is currently empty.',
  noCartItems: 'No items found in cart',
  noOrders: 'No Orders Found',
  noAdminOrders: 'No orders found.',
  noUsers: 'No users found.',
  userNoPurchases: 'This user has not purchased anything yet',
  loadingRelated: 'Loading related products...',
  invalidCredentials: 'Invalid credentials',
  mobileDigits: 'Mobile No must be exactly 10 digits',
  mobile2Digits: 'Alternate Mobile No must be exactly 10 digits',
  pincodeDigits: 'Pincode must be exactly 6 digits',
  mobileRequired: 'Mobile number is required',
  houseRequired: 'House / flat is required',
  unknownPincode: 'We do not know this pincode; please type the city and state.',
} as const;

/**
 * '{Field} is required' with the field name's first letter capitalised (docs/product.md,
 * "Validation").
 */
export function requiredMessage(field: string): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} is required`;
}
