import { z } from 'zod';
import {
  AVAILABILITY,
  PAGE_SIZE,
  PHONE_DIGITS,
  PINCODE_DIGITS,
  SHIPPING_METHODS,
  SIZES,
} from './constants.ts';
import { MESSAGES, requiredMessage, tooLongMessage } from './messages.ts';
import { rupeesSchema } from './catalog.ts';
import { orderEventSchema, orderStatusSchema } from './order-status.ts';
import { pageOf } from './paging.ts';
import { safeId, safeText } from './text.ts';

/** A cart line's size: one of SIZES, or '' for a product without sizes. */
export const lineSizeSchema = z.union([z.enum(SIZES), z.literal('')]);

/** A size as a client sends it: a product without sizes may send '', null or nothing. */
export const chosenSizeSchema = z
  .union([z.enum(SIZES), z.literal(''), z.null()])
  .optional()
  .transform((size) => size ?? '');

export const MAX_LINE_QUANTITY = 1000;

export const quantitySchema = z
  .number({ error: /*i18n*/ 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, /*i18n*/ 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

const addToCartByIdSchema = z.object({
  productId: safeId({ error: /*i18n*/ 'Product is required' }),
  size: chosenSizeSchema,
  quantity: quantitySchema.default(1),
});

/**
 * The first specification's call: `{ product: { ...product, size: chosenSize }, userID }`. Only the
 * product's `_id` and `size` are read (quantity 1); the rest of the product and `userID` are
 * ignored: the cart is always the session's user's, and prices come from the database.
 */
const addToCartSpecSchema = z
  .object({
    product: z.object({
      _id: safeId({ error: /*i18n*/ 'Product is required' }),
      size: chosenSizeSchema,
    }),
    userID: z.unknown().optional(),
  })
  .transform(({ product }) => ({ productId: product._id, size: product.size, quantity: 1 }));

/**
 * POST /add-to-cart: `{ productId, size, quantity }`, or the first specification's `{ product,
 * userID }`.
 */
export const addToCartBodySchema = z.union([addToCartByIdSchema, addToCartSpecSchema]);
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const updateQuantityBodySchema = z.object({
  productId: safeId(),
  size: chosenSizeSchema,
  quantity: quantitySchema,
});
export type UpdateQuantityBody = z.input<typeof updateQuantityBodySchema>;

export const removeFromCartBodySchema = z.object({
  productId: safeId(),
  size: chosenSizeSchema,
});
export type RemoveFromCartBody = z.input<typeof removeFromCartBodySchema>;

/**
 * A cart line with the product's current price, availability and stock (docs/product.md, "Entities
 * and fields").
 */
export const cartItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  images: z.array(z.string()),
  /** Current unit price, rupees. */
  price: z.number(),
  quantity: z.number().int(),
  size: lineSizeSchema,
  category: z.string(),
  availability: z.enum(AVAILABILITY),
  /** Units in stock now (0 for a disabled product). */
  stock: z.number().int(),
  disabled: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /cart/{userId}: the lines, or the first specification's message when there are none. */
export const cartResponseSchema = z.union([
  z.array(cartItemSchema),
  z.object({ message: z.literal(MESSAGES.noCartItems) }),
]);
export type CartResponse = z.infer<typeof cartResponseSchema>;

const digits = (count: number, message: string) =>
  safeText()
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), message);

const required = (field: string, max = 100) =>
  safeText({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, tooLongMessage(field));

/**
 * The Add New Address dialog (docs/product.md, "Addresses", with street, city, state and pincode).
 */
export const addressInputSchema = z.object({
  firstName: required('firstName', 50),
  lastName: required('lastName', 50),
  mobileNo: safeText({ error: MESSAGES.mobileRequired })
    .trim()
    .min(1, MESSAGES.mobileRequired)
    .pipe(digits(PHONE_DIGITS, MESSAGES.mobileDigits)),
  mobileNo2: safeText()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(digits(PHONE_DIGITS, MESSAGES.mobile2Digits).nullable()),
  houseNo: safeText({ error: MESSAGES.houseRequired })
    .trim()
    .min(1, MESSAGES.houseRequired)
    .max(120, /*i18n*/ 'House / flat is too long'),
  street: required('street', 160),
  city: required('city', 60),
  state: required('state', 60),
  pincode: safeText({ error: requiredMessage('pincode') })
    .trim()
    .min(1, requiredMessage('pincode'))
    .pipe(digits(PINCODE_DIGITS, MESSAGES.pincodeDigits)),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addAddressBodySchema = z.object({ address: addressInputSchema });
export type AddAddressBody = z.input<typeof addAddressBodySchema>;

export const addressSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNo: z.string(),
  mobileNo2: z.string().nullable(),
  houseNo: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** The first address is the primary one: listed first, labelled 'Primary', not deletable. */
  isPrimary: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /add-address answers 201 with the saved address (and 'Address added successfully'). */
export const addAddressResponseSchema = z.object({ message: z.string(), address: addressSchema });
export type AddAddressResponse = z.infer<typeof addAddressResponseSchema>;

export const userAddressesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  addresses: z.array(addressSchema),
});
export type UserAddresses = z.infer<typeof userAddressesSchema>;

export const shippingAddressSchema = addressSchema.omit({ _id: true, isPrimary: true });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * POST /place-order. Lines, prices, commission and agent come from the server's records;
 * `totalAmount` is what the customer saw, so a changed price is a 409 instead of a surprise.
 */
export const placeOrderBodySchema = z.object({
  orderDetails: z.object({
    /**
     * The chosen address's `_id`, or (as the first specification's client sends it) the address
     * object from GET /user-address, of which only `_id` is read: the order's address always comes
     * from the customer's saved addresses.
     */
    shippingAddress: z.union(
      [
        safeText({ error: MESSAGES.chooseAddress }).trim().min(1, MESSAGES.chooseAddress).max(100),
        z
          .object({ _id: safeId({ error: MESSAGES.chooseAddress }) })
          .transform((address) => address._id),
      ],
      { error: MESSAGES.chooseAddress },
    ),
    shippingMethod: z.enum(SHIPPING_METHODS).default('Cash on delivery'),
    totalAmount: rupeesSchema.pipe(z.number().min(0)),
  }),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  images: z.array(z.string()),
  /** Unit price when ordered, rupees. */
  price: z.number(),
  quantity: z.number().int(),
  size: lineSizeSchema,
  /** Percent the agent earns on this line. */
  agentCommission: z.number(),
  /** Rupees the agent earns on this line. */
  commission: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** Short number customers read out on the phone: `HT-<yy>-<6 digits>`, sequential per year. */
  orderNumber: z.string(),
  userId: z.string(),
  agentId: z.string().nullable(),
  items: z.array(orderItemSchema),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingAddress: shippingAddressSchema,
  /** Rupees. */
  totalAmount: z.number(),
  isShipped: z.boolean(),
  createdAt: z.string(),
  /** Rupees the agent earns on the whole order. */
  commission: z.number(),
  /** Where the order is in its cash-on-delivery life (order-status.ts). */
  status: orderStatusSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Rupees the courier collected, once delivered. */
  cashCollected: z.number().nullable(),
  /**
   * The GST invoice's number, e.g. `HT/26-27/00123`: issued when the order is first shipped
   * (if the shop's settings were saved by then), never changed; null before.
   */
  invoiceNumber: z.string().nullable(),
  /** Every move after placing, oldest first. */
  events: z.array(orderEventSchema),
  /** The agent who placed the order for the customer (POST /agent-orders); else null. */
  placedBy: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the customer who placed it sees it: the agent's rate and cut are for Agents and
 * the Admin only (docs/security.md), so the lines and the order carry no commission.
 */
export const customerOrderItemSchema = orderItemSchema.omit({
  agentCommission: true,
  commission: true,
});
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;

export const customerOrderSchema = orderSchema
  .omit({ commission: true })
  .extend({ items: z.array(customerOrderItemSchema) });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * PUT /orders/{id}/status: the order after the move, whole to the Admin, the customer's view to
 * the customer who cancelled it.
 */
export const orderMoveResponseSchema = z.object({
  message: z.string(),
  order: z.union([orderSchema, customerOrderSchema]),
});

export const placeOrderResponseSchema = z.object({
  message: z.string(),
  order: customerOrderSchema,
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(20),
});

/** GET /my-orders: the buyer's own orders, so the customer's view of each. */
export const orderListSchema = pageOf(customerOrderSchema);
export type OrderList = z.infer<typeof orderListSchema>;
