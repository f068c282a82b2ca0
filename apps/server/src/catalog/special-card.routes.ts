import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specialCardBodySchema, specialCardSchema, idParamsSchema } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { errorResponses } from '../http/errors.ts';
import { getSpecialCard, updateSpecialCard } from './special-card.service.ts';

export interface SpecialCardRoutesOptions {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/** The home page's special price card: two categories and a price range. */
export const specialCardRoutes: FastifyPluginAsyncZod<SpecialCardRoutesOptions> = async (
  app,
  { db, now, events },
) => {
  app.get(
    '/get-card-details',
    {
      config: { access: 'public', responseCache: true, sessionless: true },
      schema: {
        tags: ['special card'],
        summary: 'The special price card',
        description:
          'Its products are GET /all-products?category={category1}&category2={category2}' +
          '&startingPrice=…&endingPrice=…. A category is null when it was deleted.',
        response: { 200: specialCardSchema },
      },
    },
    async () => getSpecialCard(db),
  );

  app.put(
    '/update-special-card/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['special card'],
        summary: 'Set the special card (Admin)',
        description:
          'Both categories must exist (400). Prices in rupees: starting ≥ 10, ending ≥ 50, ' +
          'starting ≤ ending.',
        params: idParamsSchema,
        body: specialCardBodySchema,
        response: { 200: specialCardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSpecialCard(db, events, request.params.id, request.body, now()),
  );
};
