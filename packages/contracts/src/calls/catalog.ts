import { z } from 'zod';
import {
  ALL_PRODUCTS_MAX,
  RELATED_PRODUCTS_MAX,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  PRODUCT_CSV_COLUMNS,
  categoryBodySchema,
  categorySchema,
  importQuerySchema,
  importResultSchema,
  lowStockProductsSchema,
  lowStockQuerySchema,
  productBodySchema,
  productCardsSchema,
  productCreateBodySchema,
  productListQuerySchema,
  productListSchema,
  productPageQuerySchema,
  productResponseSchema,
  productSchema,
  relatedQuerySchema,
  specialCardBodySchema,
  specialCardSchema,
} from '../catalog.ts';
import { LOW_STOCK_THRESHOLD, PAGE_SIZE } from '../constants.ts';
import { idParamsSchema } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

/**
 * The catalogue: categories (under the first specification's paths `/todos`), the home page's
 * special price card, and products. Reads are public; writes are the Admin's.
 */
export const catalogCalls = defineCalls({
  'catalog.categories.list': {
    tags: ['categories'],
    summary: 'Every category, by name (a small list, not paged)',
    response: { 200: z.array(categorySchema) },
  },
  'catalog.categories.create': {
    tags: ['categories'],
    summary: 'Add a category (Admin)',
    description:
      'The name is trimmed, must not be empty or contain a comma, and must be unique ' +
      'ignoring case (409). `image` is an address from POST /upload.',
    body: categoryBodySchema,
    response: { 201: categorySchema, ...errorResponses(400, 401, 403, 409) },
  },
  'catalog.categories.update': {
    tags: ['categories'],
    summary: 'Rename a category or change its image (Admin)',
    description: 'Products follow the new name. `image` absent keeps the image, null removes it.',
    params: idParamsSchema,
    body: categoryBodySchema,
    response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'catalog.categories.delete': {
    tags: ['categories'],
    summary: 'Delete a category no product uses (Admin)',
    description: '409, saying how many, while products (deleted ones included) still use it.',
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
  },

  'catalog.specialCard.get': {
    tags: ['special card'],
    summary: 'The special price card',
    description:
      'Its products are GET /all-products?category={category1}&category2={category2}' +
      '&startingPrice=…&endingPrice=…. A category is null when it was deleted.',
    response: { 200: specialCardSchema },
  },
  'catalog.specialCard.update': {
    tags: ['special card'],
    summary: 'Set the special card (Admin)',
    description:
      'Both categories must exist (400). Prices in rupees: starting ≥ 10, ending ≥ 50, ' +
      'starting ≤ ending.',
    params: idParamsSchema,
    body: specialCardBodySchema,
    response: { 200: specialCardSchema, ...errorResponses(400, 401, 403, 404) },
  },

  'catalog.products.listNewest': {
    tags: ['products'],
    summary: `The newest ${ALL_PRODUCTS_MAX} products`,
    description:
      `Bounded: at most the ${ALL_PRODUCTS_MAX} newest enabled products, as cards. ` +
      'For more, page through GET /all-products.',
    response: { 200: productCardsSchema },
  },
  'catalog.products.list': {
    tags: ['products'],
    summary: 'A page of products, newest first, filtered',
    description:
      `Paged: \`page\` from 1, \`limit\` at most ${PAGE_SIZE.max} (default ` +
      `${PAGE_SIZE.publicProducts}). \`category\` takes one name or several, ` +
      'comma-separated, and `category2` one more; a product in any of them matches. ' +
      'Prices are rupees, inclusive. `search` matches part of a product or category ' +
      'name, ignoring case. Deleted products are never listed. `hasMore` is false on the ' +
      'last page; a page past the end is empty.',
    query: productListQuerySchema,
    response: { 200: productListSchema, ...errorResponses(400) },
  },
  'catalog.products.get': {
    tags: ['products'],
    summary: 'One product, also a deleted one (`disabled: true`)',
    description:
      '`agentCommission` only for an Agent or the Admin. ' +
      "With `agentId` (a shared link's agent) the visitor is remembered as that agent's " +
      'for 30 days (cookie `haat_ref`); an id that is not an agent is ignored.',
    params: idParamsSchema,
    query: productPageQuerySchema,
    response: { 200: productSchema, ...errorResponses(404) },
  },
  'catalog.products.listRelated': {
    tags: ['products'],
    summary: `Up to ${RELATED_PRODUCTS_MAX} other products of the category`,
    description: 'Enabled products of the named category, newest first, never the product `_id`.',
    query: relatedQuerySchema,
    response: { 200: productCardsSchema, ...errorResponses(400) },
  },
  'catalog.products.create': {
    tags: ['products'],
    summary: 'Add a product (Admin)',
    description:
      'Price in rupees, commission and discount in percent. The category is a name and ' +
      'must exist; images are addresses from POST /upload. Inventory at least 1; ' +
      "inventory 0 (on update) always stores 'Out of stock'.",
    body: productCreateBodySchema,
    response: { 201: productResponseSchema, ...errorResponses(400, 401, 403) },
  },
  'catalog.products.update': {
    tags: ['products'],
    summary: 'Replace a product (Admin)',
    description: 'Same body as POST /add-product, but inventory may be 0. 409 when deleted.',
    params: idParamsSchema,
    body: productBodySchema,
    response: { 200: productResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'catalog.products.delete': {
    tags: ['products'],
    summary: 'Delete a product (Admin; soft delete)',
    description:
      'The product disappears from every list; its page still opens and shows it ' +
      'unavailable, and past orders keep it. Deleting twice is harmless.',
    params: idParamsSchema,
    response: { 200: productResponseSchema, ...errorResponses(401, 403, 404) },
  },
  'catalog.products.listLowStock': {
    tags: ['products'],
    summary: 'Products running low, lowest first (Admin)',
    description:
      `Enabled products with fewer than \`threshold\` (default ${LOW_STOCK_THRESHOLD}) of any of ` +
      'their sizes, or in all for a product without sizes; lowest first, at most 100.',
    query: lowStockQuerySchema,
    response: { 200: lowStockProductsSchema, ...errorResponses(400, 401, 403) },
  },
  'catalog.products.export': {
    tags: ['products'],
    summary: 'Every product as a CSV file, streamed (Admin)',
    description:
      `One row per product, deleted ones too, with the columns ${PRODUCT_CSV_COLUMNS.join(', ')}. ` +
      'UTF-8 with a byte-order mark. A cell that starts with = + - @, a tab or a carriage return ' +
      "is written with a ' before it, so no spreadsheet runs it as a formula; the import takes " +
      'that mark off again.',
    response: { 200: z.string().describe('text/csv'), ...errorResponses(401, 403) },
  },
  'catalog.products.import': {
    tags: ['products'],
    summary: 'Create or update products from a CSV file (Admin)',
    description:
      `multipart/form-data: \`${IMPORT_FIELDS.file}\` the CSV (the export's columns; the header ` +
      `is line 1), optionally \`${IMPORT_FIELDS.images}\` a ZIP of the image files its \`images\` ` +
      'column names beside image ids already in the shop. Rows are matched by `sku`. ' +
      `At most ${IMPORT_LIMITS.maxRows} rows. With \`dryRun=true\` nothing changes; otherwise ` +
      'every row is applied in one transaction, or with any error none is (422 with the same ' +
      'answer).',
    consumes: ['multipart/form-data'],
    query: importQuerySchema,
    response: {
      200: importResultSchema,
      422: importResultSchema,
      ...errorResponses(400, 401, 403, 413, 415),
    },
  },
});
