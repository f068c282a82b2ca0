import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { CategoryDirectory } from './category-directory.ts';
import { productsRoutes } from './products.routes.ts';
import { ResponseCache, useResponseCache } from './response-cache.ts';
import { specialCardRoutes } from './special-card.routes.ts';

/**
 * The catalogue API (spec 7): categories, the special card and products. Its public reads are
 * answered from a two-second response cache that its writes empty (response-cache.ts).
 */
export const catalogRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  useResponseCache(app, deps.db, new ResponseCache(() => deps.now().getTime()));
  const options = {
    db: deps.db,
    now: deps.now,
    directory: new CategoryDirectory(deps.db.kysely),
  };
  await app.register(categoriesRoutes, options);
  await app.register(specialCardRoutes, options);
  await app.register(productsRoutes, options);
};
