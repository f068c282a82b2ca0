import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { registerCall } from '../http/calls.ts';
import { lookUpPincode } from './pincode.service.ts';

/** Pincodes change a few times a year: browsers and proxies may keep an answer for a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export const pincodeRoutes: FastifyPluginAsyncZod<{ db: AppDeps['db'] }> = async (app, { db }) => {
  registerCall(app, 'pincode.lookUp', {
    config: { sessionless: true },
    handler: async (request, reply) => {
      const place = await lookUpPincode(db.kysely, request.params.pincode);
      return reply.header('cache-control', CACHE_FOR_A_DAY).send(place);
    },
  });
};
