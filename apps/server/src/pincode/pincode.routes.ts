import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { registerCall } from '../http/calls.ts';
import { lookUpPincode } from './pincode.service.ts';

/**
 * Places change a few times a year, but the answer also says whether cash on delivery goes
 * there, which the Admin changes at any time: kept five minutes
 * (docs/decisions/212-pincode-answer-cached-five-minutes.md).
 */
const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300';

export const pincodeRoutes: FastifyPluginAsyncZod<{ db: AppDeps['db'] }> = async (app, { db }) => {
  registerCall(app, 'pincode.lookUp', {
    config: { sessionless: true },
    handler: async (request, reply) => {
      const place = await lookUpPincode(db.kysely, request.params.pincode);
      return reply.header('cache-control', CACHE_FOR_FIVE_MINUTES).send(place);
    },
  });
};
