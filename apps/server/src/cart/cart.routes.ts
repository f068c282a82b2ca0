import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartBodySchema,
  cartResponseSchema,
  messageSchema,
  removeFromCartBodySchema,
  safeId,
  updateQuantityBodySchema,
} from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { errorResponses } from '../http/errors.ts';
import { Forbidden } from '../errors.ts';
import { requireUser } from '../http/session.ts';
import { addToCart, readCart, removeFromCart, updateQuantity } from './cart.service.ts';

const tags = ['cart'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The cart of the signed-in user; any user id in a path or body is checked, never trusted. */
export const cartRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'now'>> = async (
  app,
  { db, now },
) => {
  app.post(
    '/add-to-cart',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a product (and size) to your cart; the same product and size add up',
        body: addToCartBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await addToCart(db, user._id, request.body, now());
      return { message: 'Added to cart' };
    },
  );

  app.get(
    '/cart/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your cart lines with current price, availability and stock',
        params: z.object({ userId: safeId() }),
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.userId !== user._id) throw new Forbidden('This is not your cart.');
      return readCart(db, user._id);
    },
  );

  app.put(
    '/cart/update-quantity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set the quantity of a line: a whole number from 1 to the stock',
        body: updateQuantityBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateQuantity(db, user._id, request.body, now());
      return { message: 'Quantity updated' };
    },
  );

  app.delete(
    '/cart/remove-product',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove a line from your cart',
        body: removeFromCartBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await removeFromCart(db, user._id, request.body);
      return { message: 'Removed from cart' };
    },
  );
};
