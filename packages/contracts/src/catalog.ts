import { z } from 'zod';
import {
  AVAILABILITY,
  INVENTORY_MIN,
  LOW_STOCK_THRESHOLD,
  PAGE_SIZE,
  SIZES,
  STOCK_MAX,
  UPLOAD_LIMITS,
} from './constants.ts';
import type { Size } from './constants.ts';
import { GST_RATES } from './gst.ts';
import type { GstRate } from './gst.ts';
import { hasAtMostTwoDecimals, rupeesToPaise } from './money.ts';
import { MESSAGES } from './messages.ts';
import { pageOf } from './paging.ts';
import { safeId, safeText } from './text.ts';

/**
 * Rupees with at most two decimals, as money crosses the API (docs/architecture.md, "Money and
 * dates").
 */
export const rupeesSchema = z
  .number({ error: 'Must be a number' })
  .refine(hasAtMostTwoDecimals, 'At most two decimals (paise)');

/** The highest price a product may have, and the highest price a filter may name (rupees). */
export const PRICE_MAX_RUPEES = 10_000_000;

/** GET /get-all-products answers at most this many products (the newest). */
export const ALL_PRODUCTS_MAX = PAGE_SIZE.max;

/** GET /get-related-products answers at most this many products. */
export const RELATED_PRODUCTS_MAX = 8;

const percentSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine(hasAtMostTwoDecimals, `${label} may have at most two decimals`);

/** Image addresses the server hands out: `/images/<hash>.webp` (≤ 1600 px wide). */
export const imageUrlSchema = z
  .string()
  .regex(/^\/images\/[0-9a-f]{32}\.webp$/, 'Not an image address');

export const categorySchema = z.object({
  _id: z.string(),
  /** The category's name (the first specification's field name). */
  categories: z.string(),
  image: z.string().nullable(),
  /**
   * Products filed under it, deleted ones included (past orders keep their category): a
   * category can be deleted only at 0.
   */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryBodySchema = z.object({
  categories: safeText({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(60, 'Category name must be at most 60 characters')
    // The listing takes several categories as one comma-separated `category` parameter.
    .refine((name) => !name.includes(','), 'Category name cannot contain a comma'),
  /** An image address from POST /upload, or null for none. */
  image: imageUrlSchema.nullable().optional(),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const specialCardSchema = z.object({
  _id: z.string(),
  /** Category names; null when the category was deleted. */
  category1: z.string().nullable(),
  category2: z.string().nullable(),
  startingPrice: z.number(),
  endingPrice: z.number(),
});
export type SpecialCard = z.infer<typeof specialCardSchema>;

export const specialCardBodySchema = z
  .object({
    category1: safeText().trim().min(1, 'Choose the first category').max(100),
    category2: safeText().trim().min(1, 'Choose the second category').max(100),
    startingPrice: rupeesSchema.pipe(z.number().min(10, 'Starting price must be at least 10')),
    endingPrice: rupeesSchema.pipe(z.number().min(50, 'Ending price must be at least 50')),
  })
  .refine((card) => card.startingPrice <= card.endingPrice, {
    message: MESSAGES.cardPriceOrder,
    path: ['endingPrice'],
  });
export type SpecialCardBody = z.input<typeof specialCardBodySchema>;

export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  description: z.string(),
  details: z.string(),
  /** Category name. */
  category: z.string(),
  categoryId: z.string(),
  /** Rupees. */
  price: z.number(),
  /** Image addresses; the first is the one lists show. */
  images: z.array(z.string()),
  /**
   * Percent of the price an agent earns: only in answers to Agents and the Admin (and in the
   * admin's write answers); absent for visitors and customers.
   */
  agentCommission: z.number().optional(),
  displayDiscount: z.number().nullable(),
  size: z.array(z.enum(SIZES)),
  /** The sum of `sizeStock` for a product with sizes, else its one count. */
  inventory: z.number().int(),
  /** Stock of each of its sizes (keys = `size`); null for a product without sizes. */
  sizeStock: z.partialRecord(z.enum(SIZES), z.number().int()).nullable(),
  /** The catalogue's stable key (import and export), unique. */
  sku: z.string(),
  /** HSN code (4–8 digits) and GST rate in percent, for the tax invoice; the price includes it. */
  hsn: z.string(),
  gstRate: z.union(GST_RATES.map((rate) => z.literal(rate))),
  availability: z.enum(AVAILABILITY),
  disabled: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
/** Stock per size, as products carry it. */
export type SizeStock = Partial<Record<Size, number>>;

/**
 * What lists and cards need; smaller than a whole product. `images` holds only the first
 * image (the one a card shows), or nothing. `agentCommission` only in GET /all-products'
 * answers to Agents and the Admin ('You earn ₹X' on the agent's cards).
 */
export const productCardSchema = productSchema.pick({
  _id: true,
  productName: true,
  category: true,
  price: true,
  images: true,
  displayDiscount: true,
  availability: true,
  agentCommission: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;

function stockCount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(STOCK_MAX, `${label} must be at most ${STOCK_MAX}`);
}

/** An HSN code: 4 to 8 digits (docs/decisions/166-product-hsn-and-gst-rate.md). */
export const hsnSchema = safeText({ error: 'HSN code is 4 to 8 digits' })
  .trim()
  .regex(/^\d{4,8}$/, 'HSN code is 4 to 8 digits');

/** A product's GST rate in percent. */
export const gstRateSchema = z.union(
  GST_RATES.map((rate) => z.literal(rate)),
  { error: `GST rate is one of ${GST_RATES.join(', ')} %` },
);

/** The GST rate a new product gets when its body leaves it out. */
export const DEFAULT_PRODUCT_GST_RATE: GstRate = 5;

/**
 * The HSN a new product gets when its body leaves it out: one typical of its category's name
 * (garments, 6211, when nothing matches), as the migration gave existing products.
 */
export function typicalHsn(categoryName: string): string {
  const name = categoryName.toLowerCase();
  const found = TYPICAL_HSN.find(([part]) => name.includes(part));
  return found ? found[1] : '6211';
}

const TYPICAL_HSN: readonly (readonly [string, string])[] = [
  ['foot', '6404'],
  ['shoe', '6404'],
  ['kitchen', '6911'],
  ['home', '6302'],
  ['electronic', '8518'],
  ['beauty', '3304'],
  ['personal care', '3304'],
  ['jewel', '7117'],
  ['bag', '4202'],
  ['women', '6204'],
  ['men', '6205'],
];

/** A SKU: letters, digits, '.', '_' and '-', at most 64 (empty = none given). */
export const skuSchema = safeText()
  .trim()
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]*$/, "SKU may hold letters, digits, '.', '_' and '-' only");

const productFields = z.object({
  productName: safeText({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Product name must be at most 120 characters'),
  description: safeText({ error: 'Description is required' }, { multiline: true })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  details: safeText(undefined, { multiline: true })
    .trim()
    .max(5000, 'Details must be at most 5000 characters')
    .default(''),
  /** Category name (as the admin form's drop-down sends it). */
  category: safeText({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(100),
  price: rupeesSchema.pipe(
    z
      .number()
      // In paise, as stored: ₹0.01 is the least price (docs/decisions/131-money-checked-in-paise.md).
      .refine((rupees) => rupeesToPaise(rupees) >= 1, 'Price must be more than 0')
      .refine((rupees) => rupees <= PRICE_MAX_RUPEES, `Price must be at most ${PRICE_MAX_RUPEES}`),
  ),
  images: z
    .array(imageUrlSchema)
    .min(1, 'Add at least one image')
    .max(UPLOAD_LIMITS.maxFiles, `At most ${UPLOAD_LIMITS.maxFiles} images`),
  agentCommission: percentSchema('Agent commission'),
  /** Whole percent (stored as an integer); null or absent for none. */
  displayDiscount: z
    .number({ error: 'Display discount must be a number' })
    .int('Display discount must be a whole number')
    .min(0, 'Display discount must be between 0 and 100')
    .max(100, 'Display discount must be between 0 and 100')
    .nullable()
    .optional(),
  size: z
    .array(z.enum(SIZES, { error: 'Sizes must be from XS, S, M, L, XL, XXL' }))
    .max(SIZES.length)
    .refine((sizes) => new Set(sizes).size === sizes.length, 'Each size once')
    .default([]),
  /**
   * A product without sizes: its stock. With sizes it is the sum of `sizeStock` (it may be
   * left out; given, it must be that sum); with sizes and no `sizeStock`, all of it goes to the
   * first size (docs/decisions/153-size-stock-in-bodies.md).
   */
  inventory: stockCount('Inventory').optional(),
  /** Stock of each chosen size: keys exactly the `size` list, whole numbers from 0. */
  sizeStock: z
    .partialRecord(
      z.enum(SIZES, { error: 'Sizes must be from XS, S, M, L, XL, XXL' }),
      stockCount('Stock'),
    )
    .nullable()
    .optional(),
  /** Empty or absent: kept on update, made up on create ('HAAT-' and the id). */
  sku: skuSchema.optional(),
  /** Absent: kept on update; on create typicalHsn(category) and DEFAULT_PRODUCT_GST_RATE. */
  hsn: hsnSchema.optional(),
  gstRate: gstRateSchema.optional(),
  availability: z.enum(AVAILABILITY, { error: "Availability is 'In stock' or 'Out of stock'" }),
});
/** The stock a body describes, checked against its sizes; `minimum` is the least total. */
function checkStock(minimum: number) {
  return (value: z.output<typeof productFields>, ctx: z.RefinementCtx) => {
    const stock = bodyStock(value);
    if (typeof stock === 'string') {
      ctx.addIssue({ code: 'custom', message: stock, path: [stockIssuePath(value)] });
      return;
    }
    if (stock.inventory < minimum) {
      ctx.addIssue({
        code: 'custom',
        message: `Inventory must be at least ${minimum}`,
        path: ['inventory'],
      });
    }
  };
}

function stockIssuePath(value: { sizeStock?: SizeStock | null }) {
  return value.sizeStock ? 'sizeStock' : 'inventory';
}

/**
 * The stock a product body sets: `sizeStock` for a product with sizes (keys = its sizes,
 * inventory their sum), else null and its inventory; or the sentence saying what is wrong.
 */
export function bodyStock(value: {
  size: readonly Size[];
  inventory?: number | undefined;
  sizeStock?: SizeStock | null | undefined;
}): { inventory: number; sizeStock: SizeStock | null } | string {
  const sizes = SIZES.filter((size) => value.size.includes(size));
  if (sizes.length === 0) {
    if (value.sizeStock && Object.keys(value.sizeStock).length > 0) {
      return 'A product without sizes has no stock per size';
    }
    if (value.inventory === undefined) return 'Inventory is required';
    return { inventory: value.inventory, sizeStock: null };
  }
  if (!value.sizeStock) {
    if (value.inventory === undefined) return 'Stock is required for each size';
    const sizeStock: SizeStock = {};
    sizes.forEach((size, index) => (sizeStock[size] = index === 0 ? value.inventory! : 0));
    return { inventory: value.inventory, sizeStock };
  }
  const keys = SIZES.filter((size) => value.sizeStock![size] !== undefined);
  if (keys.join() !== sizes.join()) {
    return `Stock is needed for each chosen size and only for those (${sizes.join(', ')})`;
  }
  const sizeStock: SizeStock = {};
  for (const size of sizes) sizeStock[size] = value.sizeStock[size]!;
  const sum = sizes.reduce((total, size) => total + sizeStock[size]!, 0);
  if (value.inventory !== undefined && value.inventory !== sum) {
    return `Inventory must be the sum of the sizes' stock (${sum})`;
  }
  return { inventory: sum, sizeStock };
}

/** PUT /update-product/{id}: inventory may be 0 (the product is then stored 'Out of stock'). */
export const productBodySchema = productFields.superRefine(checkStock(0));
export type ProductBody = z.input<typeof productBodySchema>;

/**
 * POST /add-product: as the update, but a new product starts with at least 1 in stock
 * (docs/product.md, "Admin: products").
 */
export const productCreateBodySchema = productFields.superRefine(checkStock(INVENTORY_MIN));
export type ProductCreateBody = z.input<typeof productCreateBodySchema>;

/** Answer of POST /add-product and PUT /update-product/{id} and PUT /product-delete/{id}. */
export const productResponseSchema = z.object({ data: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** GET /products/{id}: `agentId` is set by the shared-link page to remember the agent. */
export const productPageQuerySchema = z.object({
  agentId: safeText().trim().max(100).optional(),
});

const csv = safeText()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** GET /all-products: every filter is optional and they combine (AND; categories OR). */
export const productListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(100_000, 'Page must be at most 100000')
    .default(1),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${PAGE_SIZE.max}` })
    .int(`Limit must be a whole number from 1 to ${PAGE_SIZE.max}`)
    .min(1, `Limit must be a whole number from 1 to ${PAGE_SIZE.max}`)
    .max(PAGE_SIZE.max, `Limit must be a whole number from 1 to ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.publicProducts),
  /** One category name or several, comma-separated. */
  category: csv.optional(),
  /** A further category that also matches (the special card's second category). */
  category2: safeText().trim().max(100).optional(),
  /** Rupees, inclusive. */
  startingPrice: z.coerce.number().min(0).max(PRICE_MAX_RUPEES).optional(),
  /** Rupees, inclusive. */
  endingPrice: z.coerce.number().min(0).max(PRICE_MAX_RUPEES).optional(),
  /** Case-insensitive part of a product or category name. */
  search: safeText().trim().max(100).optional(),
});

export const productListSchema = pageOf(productCardSchema);
export type ProductList = z.infer<typeof productListSchema>;

/** GET /get-all-products and GET /get-related-products. */
export const productCardsSchema = z.array(productCardSchema);

/** GET /admin/low-stock-products: products with less than `threshold` of any size (or in all). */
export const lowStockQuerySchema = z.object({
  threshold: z.coerce
    .number({ error: 'Threshold must be a whole number from 1' })
    .int('Threshold must be a whole number from 1')
    .min(1, 'Threshold must be a whole number from 1')
    .max(STOCK_MAX, `Threshold must be at most ${STOCK_MAX}`)
    .default(LOW_STOCK_THRESHOLD),
});

/** A low-stock product: its card with its stock, lowest first. */
export const lowStockProductSchema = productCardSchema.extend({
  sku: z.string(),
  inventory: z.number().int(),
  sizeStock: productSchema.shape.sizeStock,
  /** The least stock of any of its sizes, or its inventory without sizes. */
  lowest: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
export const lowStockProductsSchema = z.array(lowStockProductSchema);

export const relatedQuerySchema = z.object({
  category: safeText().trim().min(1).max(100),
  _id: safeId(),
});

export const uploadResponseSchema = z.array(imageUrlSchema);

/**
 * The catalogue spreadsheet's columns, in order (docs/product.md, "Admin: catalogue file"):
 * named as the product's API fields; `category` is its name, `images` ids joined by `|`,
 * `size` sizes joined by `|`, `inventory` the stock of a product without sizes and
 * `stock_XS` … `stock_XXL` the stock of each size.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'productName',
  'description',
  'details',
  'category',
  'price',
  'agentCommission',
  'displayDiscount',
  'hsn',
  'gstRate',
  'availability',
  'disabled',
  'images',
  'size',
  'inventory',
  ...SIZES.map((size) => `stock_${size}` as const),
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The multipart fields of the catalogue import: the CSV, and a ZIP of the images it names. */
export const IMPORT_FIELDS = { file: 'file', images: 'images' } as const;

/** The catalogue import's bounds. */
export const IMPORT_LIMITS = {
  /** Rows after the header. */
  maxRows: 20_000,
  csvBytes: 20 * 1024 * 1024,
  zipBytes: 200 * 1024 * 1024,
} as const;

/** POST /imports/products: `dryRun=true` (the default) checks and changes nothing. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export const importErrorSchema = z.object({
  /** The spreadsheet's row number: the header is line 1. */
  line: z.number().int(),
  /** The column the error is in (its header), or '' for the whole row or file. */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** What an import did (or, on a dry run, would do), and every row that is wrong. */
export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
