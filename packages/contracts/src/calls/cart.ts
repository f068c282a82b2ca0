import { z } from 'zod';
import { messageSchema } from '../auth.ts';
import {
  addToCartBodySchema,
  cartResponseSchema,
  removeFromCartBodySchema,
  updateQuantityBodySchema,
} from '../shopping.ts';
import { safeId } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['cart'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The cart of the signed-in user; any user id in a path or body is checked, never trusted. */
export const cartCalls = defineCalls({
  'cart.items.add': {
    tags,
    summary: 'Add a product (and size) to your cart; the same product and size add up',
    body: addToCartBodySchema,
    response: { 200: messageSchema, ...errors },
  },
  'cart.get': {
    tags,
    summary: 'Your cart lines with current price, availability and stock',
    params: z.object({ userId: safeId() }),
    response: { 200: cartResponseSchema, ...errors },
  },
  'cart.items.setQuantity': {
    tags,
    summary: 'Set the quantity of a line: a whole number from 1 to the stock',
    body: updateQuantityBodySchema,
    response: { 200: messageSchema, ...errors },
  },
  'cart.items.remove': {
    tags,
    summary: 'Remove a line from your cart',
    body: removeFromCartBodySchema,
    response: { 200: messageSchema, ...errors },
  },
});
