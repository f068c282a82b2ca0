import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pincodeParamsSchema, pincodePlaceSchema } from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { errorResponses } from '../http/errors.ts';
import { lookUpPincode } from './pincode.service.ts';

/** Pincodes change a few times a year: browsers and proxies may keep an answer for a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export const pincodeRoutes: FastifyPluginAsyncZod<{ db: AppDeps['db'] }> = async (app, { db }) => {
  app.get(
    '/pincode/:pincode',
    {
      config: { access: 'public', sessionless: true },
      schema: {
        tags: ['addresses'],
        summary: 'City and state of an Indian pincode, from India Post data',
        description:
          'Fills the address form. 400 when the pincode is not 6 digits, 404 when India Post ' +
          'does not list it. Answers may be cached for a day.',
        params: pincodeParamsSchema,
        response: { 200: pincodePlaceSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const place = await lookUpPincode(db.kysely, request.params.pincode);
      return reply.header('cache-control', CACHE_FOR_A_DAY).send(place);
    },
  );
};
