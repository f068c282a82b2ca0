import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
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
  registerCall(app, 'catalog.specialCard.get', {
    config: { responseCache: true, sessionless: true },
    handler: async () => getSpecialCard(db),
  });

  registerCall(app, 'catalog.specialCard.update', {
    handler: async (request) =>
      updateSpecialCard(db, events, request.params.id, request.body, now()),
  });
};
