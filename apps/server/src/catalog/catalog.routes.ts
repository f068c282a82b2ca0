import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { useResponseCache } from '../http/response-cache.ts';
import { categoriesRoutes } from './categories.routes.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { TrigramCounts } from './trigram-counts.ts';
import type { SearchSample } from './search-sample.ts';
import { productsRoutes } from './products.routes.ts';
import type { ResponseCache } from './response-cache.ts';
import { specialCardRoutes } from './special-card.routes.ts';

/**
 * The catalogue API (docs/product.md, "Calls"): categories, the special card and products. Its
 * public reads are answered from a 5-second response cache that the catalogue's change events
 * empty (catalog.subscribers.ts).
 */
export const catalogRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  events: EventBus;
  catalogueCache: ResponseCache;
  directory: CategoryDirectory;
  trigrams: TrigramCounts | null;
  searchSample: SearchSample | null;
}> = async (app, { db, now, events, catalogueCache, directory, trigrams, searchSample }) => {
  useResponseCache(app, catalogueCache);
  const options = { db, now, events, directory, trigrams, searchSample };
  await app.register(categoriesRoutes, options);
  await app.register(specialCardRoutes, options);
  await app.register(productsRoutes, options);
};
