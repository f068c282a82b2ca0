import { uuidv7 } from 'uuidv7';
import {
  ALL_PRODUCTS_MAX,
  RELATED_PRODUCTS_MAX,
  DEFAULT_PRODUCT_GST_RATE,
  SIZES,
  basisPointsToPercent,
  bodyStock,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  typicalHsn,
} from '@haat/contracts';
import type {
  GstRate,
  Product,
  ProductCard,
  LowStockProduct,
  ProductList,
  Size,
  productBodySchema,
  productCreateBodySchema,
  productListQuerySchema,
} from '@haat/contracts';
import type { z } from 'zod';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { ftsPhrase, normalizeSearch, productSearchCondition } from '../db/search.ts';
import { BadInput, Conflict, NotFound } from '../errors.ts';
import { imagePath } from '../media/image-path.ts';
import { selectCategoryByName } from './categories.queries.ts';
import type { CategoryDirectory } from './category-directory.ts';
import type { TrigramCounts } from './trigram-counts.ts';
import type { SampledFilter, SearchSample } from './search-sample.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-errors.ts';
import { selectLowStock } from './product-sheet.queries.ts';
import { sizeStockOf, stockColumns } from './size-stock.ts';
import { assertImagesExist, imageIdOf } from './image-refs.ts';
import {
  NO_FILTER,
  disableProduct,
  insertProduct,
  selectCardPage,
  selectRelatedCards,
  selectProduct,
  selectProductState,
  updateProductRow,
} from './products.queries.ts';
import type { CardRow, ProductRow, ProductSearch } from './products.queries.ts';

export type ProductListInput = z.output<typeof productListQuerySchema>;
export type ProductInput = z.output<typeof productBodySchema>;
export type ProductCreateInput = z.output<typeof productCreateBodySchema>;

function toCard(row: CardRow): ProductCard {
  return {
    _id: row.id,
    productName: row.name,
    category: row.category,
    price: paiseToRupees(row.price_paise),
    images: row.image_id ? [imagePath(row.image_id)] : [],
    displayDiscount: row.display_discount,
    availability: row.availability,
  };
}

/** A card with the agent's commission rate, for Agents and the Admin only. */
function toStaffCard(row: CardRow): ProductCard {
  return { ...toCard(row), agentCommission: basisPointsToPercent(row.agent_commission_bp) };
}

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productName: row.name,
    description: row.description,
    details: row.details,
    category: row.category,
    categoryId: row.category_id,
    price: paiseToRupees(row.price_paise),
    images: row.image_ids ? row.image_ids.split(',').map((id) => imagePath(id)) : [],
    agentCommission: basisPointsToPercent(row.agent_commission_bp),
    displayDiscount: row.display_discount,
    size: JSON.parse(row.sizes) as Size[],
    inventory: row.inventory,
    sizeStock: sizeStockOf(row),
    sku: row.sku,
    hsn: row.hsn,
    // The table's check holds it to the GST rates.
    gstRate: row.gst_rate as GstRate,
    availability: row.availability,
    disabled: row.disabled === 1,
  };
}

/**
 * GET /all-products: a page of enabled products, newest first, with the commission rate for
 * Agents and the Admin ('Your Products'). Categories named in `category`
 * and `category2` are alternatives (OR); prices (inclusive) and search narrow further (AND).
 * `hasMore` comes from reading one row more than the page, not from a count.
 */
export async function listProducts(
  db: Db,
  directory: CategoryDirectory,
  query: ProductListInput,
  viewer: { withCommission: boolean } = { withCommission: false },
  /** SQLite's trigram counts, for reading a long search phrase by its rarest trigrams. */
  trigrams: TrigramCounts | null = null,
  /** PostgreSQL's sample of the catalogue, for choosing how to read a search's page. */
  sample: SearchSample | null = null,
): Promise<ProductList> {
  const { page, limit } = query;
  const empty: ProductList = { result: [], page, limit, hasMore: false };

  const names = [...(query.category ?? []), ...(query.category2 ? [query.category2] : [])];
  const categoryIds = names.length > 0 ? await directory.idsOf(names) : null;
  if (categoryIds?.length === 0) return empty;
  const minPricePaise =
    query.startingPrice === undefined ? null : rupeesToPaise(query.startingPrice);
  const maxPricePaise = query.endingPrice === undefined ? null : rupeesToPaise(query.endingPrice);
  if (minPricePaise !== null && maxPricePaise !== null && minPricePaise > maxPricePaise) {
    return empty;
  }
  const offset = (page - 1) * limit;
  const filter = { categoryIds, minPricePaise, maxPricePaise };
  const search = query.search
    ? await productSearch(db, directory, query.search, trigrams, {
        sample,
        filter,
        rows: offset + limit + 1,
      })
    : null;

  const rows = await selectCardPage(
    db.kysely,
    { ...filter, search, exceptId: null },
    { offset, limit: limit + 1 },
  );
  return {
    result: rows.slice(0, limit).map(viewer.withCommission ? toStaffCard : toCard),
    page,
    limit,
    hasMore: rows.length > limit,
  };
}

/**
 * How to search for `term` (a blank term is no search). On SQLite a term of a trigram or more
 * becomes an FTS5 phrase read newest first (products.queries.ts `ftsPage`); on PostgreSQL it is
 * walked down the listing when its estimated matches are common enough, else read by two of its
 * rarest trigrams when they are rare enough (search-sample.ts); the search helpers of
 * db/search.ts serve everything else, the planner choosing the index.
 */
async function productSearch(
  db: Db,
  directory: CategoryDirectory,
  term: string,
  trigrams: TrigramCounts | null,
  page: {
    sample: SearchSample | null;
    filter: Omit<SampledFilter, 'lowerTerm' | 'namedCategoryIds'>;
    /** The rows read: the page's and those before it. */
    rows: number;
  },
): Promise<ProductSearch | null> {
  const normalized = normalizeSearch(term);
  if (normalized === '') return null;
  const phrase = ftsPhrase(db, normalized);
  if (phrase) return { ftsPhrase: phrase, rare: trigrams?.rareSearch(normalized) };
  if (page.sample) {
    const lowerTerm = normalized.toLowerCase();
    const namedCategoryIds = await directory.idsContaining(normalized);
    const walk = { lowerTerm, namedCategoryIds };
    if (page.sample.walks({ ...page.filter, ...walk }, page.rows)) return { walk };
    const trigrams = namedCategoryIds.length === 0 ? page.sample.rareTrigrams(lowerTerm) : null;
    if (trigrams) return { trigrams: { lowerTerm, trigrams } };
  }
  return { condition: await productSearchCondition(db, normalized, directory) };
}

/** GET /get-all-products: the newest enabled products, at most ALL_PRODUCTS_MAX. */
export async function newestProducts(db: Db): Promise<ProductCard[]> {
  const rows = await selectCardPage(db.kysely, NO_FILTER, { offset: 0, limit: ALL_PRODUCTS_MAX });
  return rows.map(toCard);
}

/** Enabled products of the named category except `productId`, newest first, at most 8. */
export async function relatedProducts(
  db: Db,
  directory: CategoryDirectory,
  categoryName: string,
  productId: string,
): Promise<ProductCard[]> {
  // One name names one category at most (names are unique).
  const [categoryId] = await directory.idsOf([categoryName]);
  if (categoryId === undefined) return [];
  const rows = await selectRelatedCards(db.kysely, categoryId, productId, RELATED_PRODUCTS_MAX);
  return rows.map(toCard);
}

/** Any product, disabled ones too: a deleted product's page still opens, as unavailable. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await selectProduct(db.kysely, id);
  if (!row) throw new NotFound(/*i18n*/ 'This product does not exist.');
  return toProduct(row);
}

export async function addProduct(
  db: Db,
  events: EventBus,
  input: ProductCreateInput,
  now: Date,
): Promise<Product> {
  const { categoryId, imageIds } = await resolveReferences(db, input);
  const id = uuidv7();
  const at = now.toISOString();
  try {
    await events.transaction(db, async ({ trx, publish }) => {
      await insertProduct(
        trx,
        {
          id,
          ...newProductTax(input),
          ...productColumns(input, categoryId),
          sku: input.sku || `HAAT-${id}`,
          created_at: at,
          updated_at: at,
        },
        imageIds,
      );
      await publish('product.changed', { productIds: [id] });
    });
  } catch (error) {
    throw writeError(error, input);
  }
  return getProduct(db, id);
}

/** Replaces every field and the images. A deleted product cannot be edited (409). */
export async function updateProduct(
  db: Db,
  events: EventBus,
  id: string,
  input: ProductInput,
  now: Date,
): Promise<Product> {
  const state = await selectProductState(db.kysely, id);
  if (!state) throw new NotFound(/*i18n*/ 'This product does not exist.');
  if (state.disabled === 1)
    throw new Conflict(/*i18n*/ 'This product was deleted and cannot be edited.');
  const { categoryId, imageIds } = await resolveReferences(db, input);
  try {
    await events.transaction(db, async ({ trx, publish }) => {
      const values = {
        ...productColumns(input, categoryId),
        // An empty SKU keeps the one it has.
        ...(input.sku ? { sku: input.sku } : {}),
        updated_at: now.toISOString(),
      };
      const changed = await updateProductRow(trx, id, values, imageIds);
      if (changed === 0) throw new NotFound(/*i18n*/ 'This product does not exist.');
      await publish('product.changed', { productIds: [id] });
    });
  } catch (error) {
    throw writeError(error, input);
  }
  return getProduct(db, id);
}

/** A refused write in the shop's words: a category deleted meanwhile, a SKU taken (409). */
function writeError(error: unknown, input: ProductInput): unknown {
  if (isForeignKeyViolation(error)) return categoryGone(input.category);
  if (isUniqueViolation(error) && input.sku) return skuTaken(input.sku);
  return error;
}

export function skuTaken(sku: string): Conflict {
  const message = `SKU ${sku} is already used by another product.`;
  return new Conflict(message, { sku: message });
}

/** Soft delete: gone from every list; its page still opens and shows it unavailable. */
export async function deleteProduct(
  db: Db,
  events: EventBus,
  id: string,
  now: Date,
): Promise<Product> {
  await events.transaction(db, async ({ trx, publish }) => {
    const changed = await disableProduct(trx, id, now.toISOString());
    if (changed === 0) throw new NotFound(/*i18n*/ 'This product does not exist.');
    await publish('product.changed', { productIds: [id] });
  });
  return getProduct(db, id);
}

/**
 * The columns a product body sets: money to paise, percent to basis points, sizes in order,
 * the stock of each size (inventory their sum; docs/decisions/153-size-stock-in-bodies.md).
 */
export function productColumns(input: ProductInput, categoryId: string) {
  const stock = bodyStock(input);
  // The body's schema ran the same check, so a sentence here is a caller's mistake.
  if (typeof stock === 'string') throw new BadInput(stock, { sizeStock: stock });
  return {
    name: input.productName,
    description: input.description,
    details: input.details,
    category_id: categoryId,
    price_paise: rupeesToPaise(input.price),
    agent_commission_bp: percentToBasisPoints(input.agentCommission),
    display_discount: input.displayDiscount ?? null,
    sizes: JSON.stringify(SIZES.filter((size) => input.size.includes(size))),
    inventory: stock.inventory,
    ...stockColumns(stock.sizeStock),
    // Left out: kept on update; addProduct and the import give a new product the defaults.
    ...(input.hsn ? { hsn: input.hsn } : {}),
    ...(input.gstRate !== undefined ? { gst_rate: input.gstRate } : {}),
    // Nothing left is out of stock, whatever the form says.
    availability: stock.inventory === 0 ? ('Out of stock' as const) : input.availability,
  };
}

/**
 * A new product's HSN and GST rate when its body leaves them out: typical of its category and
 * the default rate (docs/decisions/166-product-hsn-and-gst-rate.md).
 */
export function newProductTax(input: ProductInput) {
  return {
    hsn: input.hsn || typicalHsn(input.category),
    gst_rate: input.gstRate ?? DEFAULT_PRODUCT_GST_RATE,
  };
}

/** The category (by name) must exist and every image must have been uploaded (400). */
async function resolveReferences(db: Db, input: ProductInput) {
  const category = await selectCategoryByName(db.kysely, input.category);
  if (!category) throw categoryGone(input.category);
  const imageIds = input.images.map(imageIdOf);
  await assertImagesExist(db.kysely, imageIds, 'images');
  return { categoryId: category.id, imageIds };
}

function categoryGone(name: string): BadInput {
  const message = `No category is named "${name}".`;
  return new BadInput(message, { category: message });
}

/** The admin's low-stock list holds at most this many products. */
const LOW_STOCK_MAX = 100;

/**
 * Enabled products with fewer than `threshold` of any size they offer (or in all, without
 * sizes), the lowest first (docs/product.md, "Admin: products").
 */
export async function lowStockProducts(db: Db, threshold: number): Promise<LowStockProduct[]> {
  const rows = await selectLowStock(db.kysely, threshold, LOW_STOCK_MAX * 5);
  return rows
    .map((row) => {
      const sizeStock = sizeStockOf(row);
      const lowest = sizeStock ? Math.min(...Object.values(sizeStock)) : row.inventory;
      const first = row.image_ids?.split(',')[0];
      return {
        _id: row.id,
        productName: row.name,
        category: row.category,
        price: paiseToRupees(row.price_paise),
        images: first ? [imagePath(first)] : [],
        displayDiscount: row.display_discount,
        availability: row.availability,
        agentCommission: basisPointsToPercent(row.agent_commission_bp),
        sku: row.sku,
        inventory: row.inventory,
        sizeStock,
        lowest,
      };
    })
    .filter((product) => product.lowest < threshold)
    .sort((a, b) => a.lowest - b.lowest || (a._id < b._id ? -1 : 1))
    .slice(0, LOW_STOCK_MAX);
}
