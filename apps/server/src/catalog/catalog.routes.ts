import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import { useResponseCache } from '../http/response-cache.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { CategoryDirectory } from './category-directory.ts';
import { productsRoutes } from './products.routes.ts';
import type { ResponseCache } from './response-cache.ts';
import { specialCardRoutes } from './special-card.routes.ts';

/**
 * The catalogue API (spec 7): categories, the special card and products. Its public reads are
 * answered from a 5-second response cache that its write services empty (response-cache.ts).
 */
export const catalogRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  catalogueCache: ResponseCache;
}> = async (app, { db, now, catalogueCache }) => {
  useResponseCache(app, catalogueCache);
  const options = { db, now, cache: catalogueCache, directory: new CategoryDirectory(db.kysely) };
  await app.register(categoriesRoutes, options);
  await app.register(specialCardRoutes, options);
  await app.register(productsRoutes, options);
};
