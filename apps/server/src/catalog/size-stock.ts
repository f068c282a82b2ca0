import { SIZES } from '@haat/contracts';
import type { Size, SizeStock } from '@haat/contracts';

/*
 * Stock per size lives in one nullable column per size on the product row (null: the product
 * does not offer the size), so placing an order takes a size's stock with one conditional
 * UPDATE, as it takes a product's (docs/decisions/151-stock-per-size-columns.md).
 */

export const STOCK_COLUMNS = {
  XS: 'stock_xs',
  S: 'stock_s',
  M: 'stock_m',
  L: 'stock_l',
  XL: 'stock_xl',
  XXL: 'stock_xxl',
} as const satisfies Record<Size, string>;

export type StockColumn = (typeof STOCK_COLUMNS)[Size];

export const STOCK_COLUMN_NAMES: readonly StockColumn[] = SIZES.map((size) => STOCK_COLUMNS[size]);

export type StockColumns = Record<StockColumn, number | null>;

/** A row's stock per size, keys in SIZES order; null for a product without sizes. */
export function sizeStockOf(row: { sizes: string } & StockColumns): SizeStock | null {
  const sizes = JSON.parse(row.sizes) as Size[];
  if (sizes.length === 0) return null;
  const stock: SizeStock = {};
  for (const size of SIZES) {
    if (sizes.includes(size)) stock[size] = Number(row[STOCK_COLUMNS[size]] ?? 0);
  }
  return stock;
}

/** The columns that store `sizeStock`: a count for each size it has, null for the others. */
export function stockColumns(sizeStock: SizeStock | null): StockColumns {
  const columns = {} as StockColumns;
  for (const size of SIZES) columns[STOCK_COLUMNS[size]] = sizeStock?.[size] ?? null;
  return columns;
}
