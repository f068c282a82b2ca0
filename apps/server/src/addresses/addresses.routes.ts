import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, safeId } from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';

const ADDRESS_UPDATED = /*i18n*/ 'Address updated';
const PRIMARY_CHANGED = /*i18n*/ 'This is now your primary address.';
import {
  addAddress,
  deleteAddress,
  findOwnAddress,
  listAddresses,
  makePrimary,
  updateAddress,
} from './addresses.service.ts';

export const addressRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'now'>> = async (
  app,
  { db, now },
) => {
  registerCall(app, 'addresses.list', {
    handler: async (request) => {
      const user = requireUser(request);
      const asked = request.query.UserId;
      if (asked && asked !== user._id)
        throw new Forbidden(/*i18n*/ 'These are not your addresses.');
      return listAddresses(db, user._id);
    },
  });

  registerCall(app, 'addresses.add', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      const address = await addAddress(db, user._id, request.body.address, now());
      return reply.status(201).send({ message: MESSAGES.addressAdded, address });
    },
  });

  registerCall(app, 'addresses.delete', {
    handler: async (request) => {
      const user = requireUser(request);
      if (request.query._id && request.query._id !== user._id) {
        throw new Forbidden(/*i18n*/ 'These are not your addresses.');
      }
      await deleteAddress(db, user._id, request.params.addressId);
      return { message: /*i18n*/ 'Address deleted' };
    },
  });

  registerCall(app, 'addresses.update', {
    // Another customer's address is not found (404) before its body is looked at (400), as the
    // authorization matrix asks of every call naming someone else's thing.
    onRequest: async (request: FastifyRequest) => {
      const user = requireUser(request);
      // A malformed id is not found either, and never reaches the database unchecked.
      const parsed = safeId().safeParse((request.params as { addressId?: unknown }).addressId);
      if (!parsed.success) throw new NotFound(/*i18n*/ 'This address does not exist.');
      await findOwnAddress(db, user._id, parsed.data);
    },
    handler: async (request) => {
      const user = requireUser(request);
      const address = await updateAddress(
        db,
        user._id,
        request.params.addressId,
        request.body.address,
        now(),
      );
      return { message: ADDRESS_UPDATED, address };
    },
  });

  registerCall(app, 'addresses.makePrimary', {
    handler: async (request) => {
      const user = requireUser(request);
      const address = await makePrimary(db, user._id, request.params.addressId, now());
      return { message: PRIMARY_CHANGED, address };
    },
  });
};
