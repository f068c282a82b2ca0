import { PRODUCT_CSV_COLUMNS, SIZES, basisPointsToPercent, paiseToRupees } from '@haat/contracts';
import type { ProductCsvColumn, Size } from '@haat/contracts';
import { STOCK_COLUMNS } from './size-stock.ts';
import type { ProductRow } from './products.queries.ts';

/*
 * One product as a row of the catalogue spreadsheet and back (docs/product.md, "Admin:
 * catalogue file"; docs/decisions/155-catalogue-csv.md). The columns are contracts'
 * PRODUCT_CSV_COLUMNS, named as the product's API fields.
 */

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell safe to open in a spreadsheet: one that starts with = + - @, a tab or a carriage
 * return (after any quote marks) gets a ' before it, which spreadsheets show as text.
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Takes the mark `escapeCell` added off again, so an exported file imports as it was. */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** The product's cells, in PRODUCT_CSV_COLUMNS order, escaped. */
export function productCells(row: ProductRow): string[] {
  const sizes = JSON.parse(row.sizes) as Size[];
  const cells: Record<ProductCsvColumn, string> = {
    sku: row.sku,
    productName: row.name,
    description: row.description,
    details: row.details,
    category: row.category,
    price: String(paiseToRupees(Number(row.price_paise))),
    agentCommission: String(basisPointsToPercent(row.agent_commission_bp)),
    displayDiscount: row.display_discount === null ? '' : String(row.display_discount),
    hsn: row.hsn,
    gstRate: String(row.gst_rate),
    availability: row.availability,
    disabled: row.disabled === 1 ? 'true' : 'false',
    images: (row.image_ids ?? '').split(',').filter(Boolean).join('|'),
    size: sizes.join('|'),
    inventory: sizes.length === 0 ? String(row.inventory) : '',
    stock_XS: '',
    stock_S: '',
    stock_M: '',
    stock_L: '',
    stock_XL: '',
    stock_XXL: '',
  };
  for (const size of sizes) cells[`stock_${size}`] = String(row[STOCK_COLUMNS[size]] ?? 0);
  return PRODUCT_CSV_COLUMNS.map((column) => escapeCell(cells[column]));
}

/** The columns a file must have; the others may be left out. */
export const REQUIRED_COLUMNS: readonly ProductCsvColumn[] = [
  'sku',
  'productName',
  'description',
  'category',
  'price',
  'agentCommission',
  'availability',
  'images',
];

/** A row's cells by column, unescaped, line breaks as LF; absent columns are ''. */
export type RowCells = Record<ProductCsvColumn, string>;

export function rowCells(header: readonly ProductCsvColumn[], record: readonly string[]): RowCells {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as RowCells;
  header.forEach((column, at) => {
    cells[column] = unescapeCell((record[at] ?? '').replace(/\r\n?/g, '\n'));
  });
  return cells;
}

/** A number cell as the body takes it: blank is absent; text that is no number stays text. */
export function numberCell(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** true/false as spreadsheets write them (TRUE, FALSE, yes, no, 1, 0); blank is false. */
export function flagCell(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes' || text === '1') return true;
  return null;
}

/** A `|`-joined list, trimmed, blanks dropped. */
export function listCell(value: string): string[] {
  return value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The stock of each size a row gives (blank cells left out). */
export function stockCells(cells: RowCells): Partial<Record<Size, number | string>> {
  const stock: Partial<Record<Size, number | string>> = {};
  for (const size of SIZES) {
    const value = numberCell(cells[`stock_${size}`]);
    if (value !== undefined) stock[size] = value;
  }
  return stock;
}
