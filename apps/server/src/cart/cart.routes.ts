import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { Forbidden } from '../errors.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import { addToCart, readCart, removeFromCart, updateQuantity } from './cart.service.ts';

/** The cart of the signed-in user; any user id in a path or body is checked, never trusted. */
export const cartRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'now'>> = async (
  app,
  { db, now },
) => {
  registerCall(app, 'cart.items.add', {
    handler: async (request) => {
      const user = requireUser(request);
      await addToCart(db, user._id, request.body, now());
      return { message: /*i18n*/ 'Added to cart' };
    },
  });

  registerCall(app, 'cart.get', {
    handler: async (request) => {
      const user = requireUser(request);
      if (request.params.userId !== user._id)
        throw new Forbidden(/*i18n*/ 'This is not your cart.');
      return readCart(db, user._id);
    },
  });

  registerCall(app, 'cart.items.setQuantity', {
    handler: async (request) => {
      const user = requireUser(request);
      await updateQuantity(db, user._id, request.body, now());
      return { message: /*i18n*/ 'Quantity updated' };
    },
  });

  registerCall(app, 'cart.items.remove', {
    handler: async (request) => {
      const user = requireUser(request);
      await removeFromCart(db, user._id, request.body);
      return { message: /*i18n*/ 'Removed from cart' };
    },
  });
};
