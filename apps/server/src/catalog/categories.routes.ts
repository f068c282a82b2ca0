import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryBodySchema, categorySchema, idParamsSchema } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';
import { errorResponses } from '../http/errors.ts';

export interface CategoriesRoutesOptions {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/** Categories under the spec's paths `/todos` (spec 7); writes are Admin-only. */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (
  app,
  { db, now, events },
) => {
  app.get(
    '/todos',
    {
      config: { access: 'public', responseCache: true, sessionless: true },
      schema: {
        tags: ['categories'],
        summary: 'Every category, by name (a small list, not paged)',
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => listCategories(db),
  );

  app.post(
    '/todos',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Add a category (Admin)',
        description:
          'The name is trimmed, must not be empty or contain a comma, and must be unique ' +
          'ignoring case (409). `image` is an address from POST /upload.',
        body: categoryBodySchema,
        response: { 201: categorySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, events, request.body, now());
      return reply.code(201).send(category);
    },
  );

  app.put(
    '/todos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Rename a category or change its image (Admin)',
        description:
          'Products follow the new name. `image` absent keeps the image, null removes it.',
        params: idParamsSchema,
        body: categoryBodySchema,
        response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCategory(db, events, request.params.id, request.body, now()),
  );

  app.delete(
    '/todos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Delete a category no product uses (Admin)',
        description: '409, saying how many, while products (deleted ones included) still use it.',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, events, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
