/** Business constants of the specification (section 9), shared by server and web. */

export const ROLES = ['Admin', 'Agent', 'Customer'] as const;
export type Role = (typeof ROLES)[number];

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export const AVAILABILITY = ['In stock', 'Out of stock'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const SHIPPING_METHODS = ['Cash on delivery'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const OTP_PURPOSES = ['verifySignup', 'forgotPassVerify'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const PAGE_SIZE = {
  /** Admin and agent product list ('Your Products'). */
  adminProducts: 5,
  /** Public product listing (/products-details). */
  publicProducts: 8,
  /** Upper bound of any `limit` query parameter. */
  max: 100,
} as const;

export const SCROLL_TRIGGER = { adminList: 0.2, publicListing: 0.5 } as const;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 300;
export const PHONE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const RELATED_PRODUCTS_MAX_COLUMNS = 4;
export const UPLOAD_ADVISED_KB = 250;
export const INVENTORY_MIN = 1;
/** The product page says 'Only N left' below this many (of the chosen size, or of the product). */
export const FEW_LEFT_BELOW = 5;
/** The admin's low-stock list: products with fewer than this many (of any size), unless asked otherwise. */
export const LOW_STOCK_THRESHOLD = 5;
/** The highest stock a product or one of its sizes may hold. */
export const STOCK_MAX = 1_000_000;
export const CARD_MIN_STARTING_PRICE = 10;
export const CARD_MIN_ENDING_PRICE = 50;

export const PERSIST = { key: 'root', version: 1, timeoutMs: 5000 } as const;

export const TOAST = {
  position: 'top-right',
  autoCloseMs: 5000,
  actionAutoCloseMs: 1000,
  placeOrderAutoCloseMs: 3000,
  closeAnimationMs: 300,
  dragPercent: 80,
} as const;

/** Agent attribution from a shared product link lasts this long (docs/product.md, "Agents"). */
export const ATTRIBUTION_DAYS = 30;

export const UPLOAD_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  largeWidth: 1600,
  smallWidth: 400,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The kinds of SMS the shop sends, each a registered DLT template of its own
 * (SMS_TEMPLATE_<KIND> in the server's configuration; docs/decisions/232-sms-through-the-outbox.md).
 */
export const SMS_KINDS = [
  'signupCode',
  'signInCode',
  'resetCode',
  'changeContactCode',
  'orderPlaced',
  'orderConfirmed',
  'orderShipped',
  'orderDelivered',
  'orderCancelled',
  'agentOrderPlaced',
  'agentOrderDelivered',
] as const;
