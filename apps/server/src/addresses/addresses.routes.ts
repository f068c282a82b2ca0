import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAddressBodySchema,
  addAddressResponseSchema,
  MESSAGES,
  messageSchema,
  safeId,
  safeText,
  userAddressesSchema,
} from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { errorResponses } from '../http/errors.ts';
import { Forbidden } from '../errors.ts';
import { requireUser } from '../http/session.ts';
import { addAddress, deleteAddress, listAddresses } from './addresses.service.ts';

const tags = ['addresses'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const addressRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'now'>> = async (
  app,
  { db, now },
) => {
  app.get(
    '/user-address',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your name, email and addresses (primary first)',
        querystring: z.object({ UserId: safeText().max(100).optional() }),
        response: { 200: userAddressesSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const asked = request.query.UserId;
      if (asked && asked !== user._id) throw new Forbidden('These are not your addresses.');
      return listAddresses(db, user._id);
    },
  );

  app.post(
    '/add-address',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a delivery address; the first becomes the primary one',
        body: addAddressBodySchema,
        response: {
          201: addAddressResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const address = await addAddress(db, user._id, request.body.address, now());
      return reply.status(201).send({ message: MESSAGES.addressAdded, address });
    },
  );

  app.delete(
    '/delete-address/:addressId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of your addresses (never the primary one)',
        params: z.object({ addressId: safeId() }),
        querystring: z.object({ _id: safeText().max(100).optional() }),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.query._id && request.query._id !== user._id) {
        throw new Forbidden('These are not your addresses.');
      }
      await deleteAddress(db, user._id, request.params.addressId);
      return { message: 'Address deleted' };
    },
  );
};
