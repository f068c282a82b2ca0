import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { ResponseCache } from './response-cache.ts';

export interface CategoriesRoutesOptions {
  db: Db;
  cache: ResponseCache;
  directory: CategoryDirectory;
  now: () => Date;
}

/** Categories under the spec's paths `/todos`; writes are Admin-only. */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (
  app,
  { db, directory, now, cache },
) => {
  registerCall(app, 'catalog.categories.list', {
    config: { responseCache: true, sessionless: true },
    handler: async () => listCategories(db),
  });

  registerCall(app, 'catalog.categories.create', {
    handler: async (request, reply) => {
      const category = await createCategory(db, cache, directory, request.body, now());
      return reply.code(201).send(category);
    },
  });

  registerCall(app, 'catalog.categories.update', {
    handler: async (request) =>
      updateCategory(db, cache, directory, request.params.id, request.body, now()),
  });

  registerCall(app, 'catalog.categories.delete', {
    handler: async (request, reply) => {
      await deleteCategory(db, cache, directory, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
