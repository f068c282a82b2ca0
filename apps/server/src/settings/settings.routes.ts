import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import { getShopSettings, updateShopSettings } from './settings.service.ts';

/** The shop's settings, for the Admin (docs/product.md, "Shop settings"). */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  registerCall(app, 'settings.get', {
    handler: async () => getShopSettings(db),
  });

  registerCall(app, 'settings.update', {
    handler: async (request) => updateShopSettings(db, request.body, now()),
  });
};
