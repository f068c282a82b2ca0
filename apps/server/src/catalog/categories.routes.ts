import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';

export interface CategoriesRoutesOptions {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/** Categories under the legacy paths `/todos` (docs/product.md, "Calls"); writes are Admin-only. */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (
  app,
  { db, now, events },
) => {
  registerCall(app, 'catalog.categories.list', {
    config: { responseCache: true, sessionless: true },
    handler: async () => listCategories(db),
  });

  registerCall(app, 'catalog.categories.create', {
    handler: async (request, reply) => {
      const category = await createCategory(db, events, request.body, now());
      return reply.code(201).send(category);
    },
  });

  registerCall(app, 'catalog.categories.update', {
    handler: async (request) => updateCategory(db, events, request.params.id, request.body, now()),
  });

  registerCall(app, 'catalog.categories.delete', {
    handler: async (request, reply) => {
      await deleteCategory(db, events, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
