import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { rememberAgent } from '../agents/attribution.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { TrigramCounts } from './trigram-counts.ts';
import type { SearchSample } from './search-sample.ts';
import {
  addProduct,
  deleteProduct,
  getProduct,
  listProducts,
  lowStockProducts,
  newestProducts,
  relatedProducts,
  updateProduct,
} from './products.service.ts';

export interface ProductsRoutesOptions {
  db: Db;
  events: EventBus;
  directory: CategoryDirectory;
  /** SQLite's trigram counts for long search phrases (null on PostgreSQL). */
  trigrams: TrigramCounts | null;
  /** A sample of the catalogue for choosing how to read a search (null on SQLite). */
  searchSample: SearchSample | null;
  now: () => Date;
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  { db, directory, trigrams, searchSample, now, events },
) => {
  registerCall(app, 'catalog.products.listNewest', {
    config: { responseCache: true, sessionless: true },
    handler: async () => newestProducts(db),
  });

  registerCall(app, 'catalog.products.list', {
    // The session is read: Agents and the Admin see agentCommission (cached apart, by role).
    config: { responseCache: true },
    handler: async (request) => {
      const role = request.user?.role;
      return listProducts(
        db,
        directory,
        request.query,
        { withCommission: role === 'Agent' || role === 'Admin' },
        trigrams,
        searchSample,
      );
    },
  });

  registerCall(app, 'catalog.products.get', {
    // A shared link's visit sets the agent cookie, so it always reaches the handler. The
    // session is read: Agents and the Admin see agentCommission (cached apart, by role).
    config: {
      responseCache: (request) => !(request.query as { agentId?: unknown }).agentId,
    },
    handler: async (request, reply) => {
      const { agentCommission, ...product } = await getProduct(db, request.params.id);
      if (request.query.agentId) await rememberAgent(db, reply, request.query.agentId, now());
      const role = request.user?.role;
      return role === 'Agent' || role === 'Admin' ? { ...product, agentCommission } : product;
    },
  });

  registerCall(app, 'catalog.products.listRelated', {
    config: { responseCache: true, sessionless: true },
    handler: async (request) =>
      relatedProducts(db, directory, request.query.category, request.query._id),
  });

  registerCall(app, 'catalog.products.create', {
    handler: async (request, reply) => {
      const product = await addProduct(db, events, request.body, now());
      return reply.code(201).send({ data: product });
    },
  });

  registerCall(app, 'catalog.products.update', {
    handler: async (request) => ({
      data: await updateProduct(db, events, request.params.id, request.body, now()),
    }),
  });

  registerCall(app, 'catalog.products.listLowStock', {
    handler: async (request) => lowStockProducts(db, request.query.threshold),
  });

  registerCall(app, 'catalog.products.delete', {
    handler: async (request) => ({
      data: await deleteProduct(db, events, request.params.id, now()),
    }),
  });
};
