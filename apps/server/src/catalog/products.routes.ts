import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_PRODUCTS_MAX,
  PAGE_SIZE,
  RELATED_PRODUCTS_MAX,
  productBodySchema,
  productCardsSchema,
  productCreateBodySchema,
  productListQuerySchema,
  productListSchema,
  productPageQuerySchema,
  productResponseSchema,
  productSchema,
  relatedQuerySchema,
  idParamsSchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { rememberAgent } from '../agents/attribution.ts';
import type { CategoryDirectory } from './category-directory.ts';
import { errorResponses } from '../http/errors.ts';
import {
  addProduct,
  deleteProduct,
  getProduct,
  listProducts,
  newestProducts,
  relatedProducts,
  updateProduct,
} from './products.service.ts';

export interface ProductsRoutesOptions {
  db: Db;
  events: EventBus;
  directory: CategoryDirectory;
  now: () => Date;
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  { db, directory, now, events },
) => {
  app.get(
    '/get-all-products',
    {
      config: { access: 'public', responseCache: true, sessionless: true },
      schema: {
        tags: ['products'],
        summary: `The newest ${ALL_PRODUCTS_MAX} products`,
        description:
          `Bounded: at most the ${ALL_PRODUCTS_MAX} newest enabled products, as cards. ` +
          'For more, page through GET /all-products.',
        response: { 200: productCardsSchema },
      },
    },
    async () => newestProducts(db),
  );

  app.get(
    '/all-products',
    {
      // The session is read: Agents and the Admin see agentCommission (cached apart, by role).
      config: { access: 'public', responseCache: true },
      schema: {
        tags: ['products'],
        summary: 'A page of products, newest first, filtered',
        description:
          `Paged: \`page\` from 1, \`limit\` at most ${PAGE_SIZE.max} (default ` +
          `${PAGE_SIZE.publicProducts}). \`category\` takes one name or several, ` +
          'comma-separated, and `category2` one more; a product in any of them matches. ' +
          'Prices are rupees, inclusive. `search` matches part of a product or category ' +
          'name, ignoring case. Deleted products are never listed. `hasMore` is false on the ' +
          'last page; a page past the end is empty. `agentCommission` only for an Agent or ' +
          'the Admin.',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const role = request.user?.role;
      return listProducts(db, directory, request.query, {
        withCommission: role === 'Agent' || role === 'Admin',
      });
    },
  );

  app.get(
    '/products/:id',
    {
      // A shared link's visit sets the agent cookie, so it always reaches the handler. The
      // session is read: Agents and the Admin see agentCommission (cached apart, by role).
      config: {
        access: 'public',
        responseCache: (request) => !(request.query as { agentId?: unknown }).agentId,
      },
      schema: {
        tags: ['products'],
        summary: 'One product, also a deleted one (`disabled: true`)',
        description:
          '`agentCommission` only for an Agent or the Admin. ' +
          "With `agentId` (a shared link's agent) the visitor is remembered as that agent's " +
          'for 30 days (cookie `haat_ref`); an id that is not an agent is ignored.',
        params: idParamsSchema,
        querystring: productPageQuerySchema,
        response: { 200: productSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { agentCommission, ...product } = await getProduct(db, request.params.id);
      if (request.query.agentId) await rememberAgent(db, reply, request.query.agentId, now());
      const role = request.user?.role;
      return role === 'Agent' || role === 'Admin' ? { ...product, agentCommission } : product;
    },
  );

  app.get(
    '/get-related-products',
    {
      config: { access: 'public', responseCache: true, sessionless: true },
      schema: {
        tags: ['products'],
        summary: `Up to ${RELATED_PRODUCTS_MAX} other products of the category`,
        description:
          'Enabled products of the named category, newest first, never the product `_id`.',
        querystring: relatedQuerySchema,
        response: { 200: productCardsSchema, ...errorResponses(400) },
      },
    },
    async (request) => relatedProducts(db, directory, request.query.category, request.query._id),
  );

  app.post(
    '/add-product',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Add a product (Admin)',
        description:
          'Price in rupees, commission and discount in percent. The category is a name and ' +
          'must exist; images are addresses from POST /upload. Inventory at least 1; ' +
          "inventory 0 (on update) always stores 'Out of stock'.",
        body: productCreateBodySchema,
        response: { 201: productResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const product = await addProduct(db, events, request.body, now());
      return reply.code(201).send({ data: product });
    },
  );

  app.put(
    '/update-product/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Replace a product (Admin)',
        description: 'Same body as POST /add-product, but inventory may be 0. 409 when deleted.',
        params: idParamsSchema,
        body: productBodySchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await updateProduct(db, events, request.params.id, request.body, now()),
    }),
  );

  app.put(
    '/product-delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Delete a product (Admin; soft delete)',
        description:
          'The product disappears from every list; its page still opens and shows it ' +
          'unavailable, and past orders keep it. Deleting twice is harmless.',
        params: idParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await deleteProduct(db, events, request.params.id, now()) }),
  );
};
