import os from 'node:os';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { unzipSync } from 'fflate';
import { uuidv7 } from 'uuidv7';
import {
  IMPORT_LIMITS,
  PRODUCT_CSV_COLUMNS,
  UPLOAD_LIMITS,
  productBodySchema,
  productCreateBodySchema,
} from '@haat/contracts';
import type { ImportError, ImportResult, ProductCsvColumn } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { EventBus } from '../events/event-bus.ts';
import { HttpError } from '../errors.ts';
import { imagePath } from '../media/image-path.ts';
import { processImage } from '../media/image-processing.ts';
import type { ProcessedImage } from '../media/image-processing.ts';
import { storeImages } from '../media/media.queries.ts';
import type { NewProduct } from '../db/schema.ts';
import {
  REQUIRED_COLUMNS,
  flagCell,
  listCell,
  numberCell,
  productCells,
  rowCells,
  stockCells,
} from './product-csv.ts';
import type { RowCells } from './product-csv.ts';
import {
  insertProducts,
  replaceProductImages,
  updateProduct,
  selectCategoryIds,
  selectKnownImageIds,
  selectProductsBySku,
  selectSheetBatch,
} from './product-sheet.queries.ts';
import type { ProductRow } from './products.queries.ts';
import { newProductTax, productColumns, skuTaken } from './products.service.ts';
import type { ProductInput } from './products.service.ts';
import { STOCK_COLUMN_NAMES } from './size-stock.ts';

/*
 * The catalogue as a spreadsheet (docs/product.md, "Admin: catalogue file";
 * docs/decisions/155-catalogue-csv.md): every product out as CSV, streamed; a CSV (and a ZIP of
 * its pictures) in, checked row by row with the product form's own rules, and applied in one
 * transaction or not at all.
 */

const EXPORT_BATCH = 500;

/** Every product as CSV rows (header first), read in batches by id: memory stays flat. */
export function exportProducts(db: Db): Readable {
  async function* rows() {
    yield [...PRODUCT_CSV_COLUMNS];
    let after: string | null = null;
    for (;;) {
      const batch = await selectSheetBatch(db.kysely, after, EXPORT_BATCH);
      for (const row of batch) yield productCells(row);
      if (batch.length < EXPORT_BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
  // A byte-order mark, so spreadsheets read the file as UTF-8.
  return Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: 'unix' }));
}

export interface ImportContext {
  db: Db;
  events: EventBus;
  now: () => Date;
}

export interface ImportInput {
  csv: Buffer;
  /** The ZIP of pictures, if one was sent. */
  zip: Buffer | null;
  dryRun: boolean;
}

/** A row that passed: what it does to which product. */
type Plan =
  | { kind: 'create'; line: number; input: ProductInput; categoryId: string; disabled: boolean }
  | {
      kind: 'update';
      line: number;
      input: ProductInput;
      categoryId: string;
      disabled: boolean;
      product: ProductRow;
    }
  | { kind: 'unchanged' };

/**
 * Checks every row and, unless `dryRun` or any row is wrong, applies them all in one
 * transaction. Answers the counts and every error; `applied` says whether anything changed.
 */
export async function importProducts(
  ctx: ImportContext,
  input: ImportInput,
): Promise<{ result: ImportResult; applied: boolean; timings: ImportTimings }> {
  const timings: ImportTimings = { readMs: 0, picturesMs: 0, checkMs: 0, writeMs: 0 };
  let mark = performance.now();
  const lap = (phase: keyof ImportTimings) => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
  };
  const errors: ImportError[] = [];
  const fail = (line: number, column: string, message: string) =>
    errors.push({ line, column, message });
  const finish = (plans: Plan[]) => ({
    created: plans.filter((plan) => plan.kind === 'create').length,
    updated: plans.filter((plan) => plan.kind === 'update').length,
    unchanged: plans.filter((plan) => plan.kind === 'unchanged').length,
    errors,
  });

  const sheet = readSheet(input.csv, fail);
  lap('readMs');
  if (!sheet) return { result: finish([]), applied: false, timings };

  const pictures = await readPictures(input.zip, sheet.rows, fail);
  lap('picturesMs');
  const categories = new Map(
    (await selectCategoryIds(ctx.db.kysely)).map((category) => [category.name, category.id]),
  );
  const named = [...new Set(sheet.rows.flatMap((row) => listCell(row.cells.images)))];
  const knownImages = await selectKnownImageIds(
    ctx.db.kysely,
    named.map(storedImageId).filter((id): id is string => id !== null),
  );
  const skus = [...new Set(sheet.rows.map((row) => row.cells.sku.trim()).filter(Boolean))];
  const existing = new Map(
    (await selectProductsBySku(ctx.db.kysely, skus)).map((product) => [product.sku, product]),
  );

  const plans: Plan[] = [];
  const seen = new Map<string, number>();
  for (const row of sheet.rows) {
    const plan = planRow(row, { categories, knownImages, pictures, existing, seen }, fail);
    if (plan) plans.push(plan);
  }

  const result = finish(plans);
  lap('checkMs');
  if (errors.length > 0 || input.dryRun) return { result, applied: false, timings };
  await apply(ctx, plans, pictures);
  lap('writeMs');
  return { result, applied: true, timings };
}

/** Where an import's time went, for the log (docs/performance.md, "Catalogue import"). */
export interface ImportTimings {
  /** Parsing the CSV. */
  readMs: number;
  /** Unzipping and processing the pictures. */
  picturesMs: number;
  /** The lookups and every row's check. */
  checkMs: number;
  /** The transaction. */
  writeMs: number;
}

interface SheetRow {
  line: number;
  cells: RowCells;
}

/** The CSV's rows with their spreadsheet line numbers; null when the file cannot be read. */
function readSheet(
  csv: Buffer,
  fail: (line: number, column: string, message: string) => void,
): { rows: SheetRow[] } | null {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    fail(line, '', `The file is not a readable CSV file: ${(error as Error).message}`);
    return null;
  }
  const [head, ...body] = records;
  if (!head || head.every((cell) => cell.trim() === '')) {
    fail(1, '', 'The file is empty: the first line must name the columns.');
    return null;
  }
  const header: ProductCsvColumn[] = [];
  let headerOk = true;
  head.forEach((cell, at) => {
    const name = cell.trim();
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      fail(1, name, `Unknown column "${name}" (column ${at + 1}).`);
      headerOk = false;
    } else if (header.includes(name as ProductCsvColumn)) {
      fail(1, name, `The column ${name} appears twice.`);
      headerOk = false;
    }
    header.push(name as ProductCsvColumn);
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!header.includes(column)) {
      fail(1, column, `The column ${column} is missing.`);
      headerOk = false;
    }
  }
  if (!headerOk) return null;
  if (body.length > IMPORT_LIMITS.maxRows) {
    fail(
      1,
      '',
      `A file can hold at most ${IMPORT_LIMITS.maxRows} rows; this one has ${body.length}.`,
    );
    return null;
  }
  const rows: SheetRow[] = [];
  body.forEach((record, at) => {
    const line = at + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    if (record.length > header.length) {
      fail(line, '', `The row has ${record.length} cells; the header names ${header.length}.`);
      return;
    }
    rows.push({ line, cells: rowCells(header, record) });
  });
  return { rows };
}

/** An image id named as an id or an address; null for a file name. */
function storedImageId(name: string): string | null {
  const match = /^(?:\/images\/)?([0-9a-f]{32})(?:\.webp)?$/.exec(name);
  return match ? match[1]! : null;
}

/** How many of the ZIP's pictures are processed at once: the cores, two to four. */
const PICTURE_WORKERS = Math.min(4, Math.max(2, os.availableParallelism()));

/** A picture of the ZIP: processed, or why it was refused. */
type Picture = ProcessedImage | { refused: string };

/**
 * The ZIP's pictures that rows name, each read once and put through the upload's pipeline
 * (media/image-processing.ts). Names are matched without their folder.
 */
async function readPictures(
  zip: Buffer | null,
  rows: readonly SheetRow[],
  fail: (line: number, column: string, message: string) => void,
): Promise<Map<string, Picture>> {
  const wanted = new Set(
    rows.flatMap((row) => listCell(row.cells.images)).filter((name) => !storedImageId(name)),
  );
  const pictures = new Map<string, Picture>();
  if (!zip || wanted.size === 0) return pictures;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.length), {
      filter: (file) => wanted.has(baseName(file.name)),
    });
  } catch {
    fail(1, 'images', 'The images file is not a readable ZIP file.');
    return pictures;
  }
  const byName = new Map(Object.entries(files).map(([name, bytes]) => [baseName(name), bytes]));
  const names = [...byName.keys()];
  const picture = async (name: string) => {
    const bytes = byName.get(name)!;
    if (bytes.length > UPLOAD_LIMITS.maxFileBytes) {
      pictures.set(name, { refused: 'the picture is too large' });
      return;
    }
    try {
      pictures.set(name, await processImage(Buffer.from(bytes)));
    } catch (error) {
      pictures.set(name, {
        refused: error instanceof HttpError ? error.message : 'the picture could not be read',
      });
    }
  };
  // A few at a time, each taking the next name as it finishes: sharp works in its own threads
  // (docs/decisions/158-import-picture-pool.md).
  let next = 0;
  const worker = async () => {
    while (next < names.length) await picture(names[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PICTURE_WORKERS, names.length) }, worker));
  return pictures;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

interface Lookups {
  categories: Map<string, string>;
  knownImages: Set<string>;
  pictures: Map<string, Picture>;
  existing: Map<string, ProductRow>;
  /** SKUs of the rows before, with their lines. */
  seen: Map<string, number>;
}

/** What one row does, or null with its errors reported. */
function planRow(
  row: SheetRow,
  lookups: Lookups,
  fail: (line: number, column: string, message: string) => void,
): Plan | null {
  const { line, cells } = row;
  const reported = new Set<string>();
  const report = (column: string, message: string) => {
    reported.add(column);
    fail(line, column, message);
  };

  const sku = cells.sku.trim();
  if (!sku) report('sku', 'SKU is required: it is how a row finds its product.');
  else if (lookups.seen.has(sku)) {
    report('sku', `SKU ${sku} is on line ${lookups.seen.get(sku)} too.`);
  } else lookups.seen.set(sku, line);

  const disabled = flagCell(cells.disabled);
  if (disabled === null) report('disabled', 'disabled is true or false.');

  const images: string[] = [];
  for (const name of listCell(cells.images)) {
    const id = storedImageId(name);
    if (id) {
      if (lookups.knownImages.has(id)) images.push(imagePath(id));
      else report('images', `No image ${id} is in the shop.`);
      continue;
    }
    const picture = lookups.pictures.get(name);
    if (!picture) report('images', `No image "${name}" is in the shop or in the ZIP.`);
    else if ('refused' in picture) report('images', `${name}: ${picture.refused}`);
    else images.push(imagePath(picture.id));
  }

  const categoryName = cells.category.trim();
  const categoryId = lookups.categories.get(categoryName);
  if (categoryName && !categoryId) report('category', `No category is named "${categoryName}".`);

  const product = sku ? lookups.existing.get(sku) : undefined;
  const body = {
    productName: cells.productName,
    description: cells.description,
    details: cells.details,
    category: cells.category,
    price: numberCell(cells.price),
    agentCommission: numberCell(cells.agentCommission),
    displayDiscount: numberCell(cells.displayDiscount) ?? null,
    size: listCell(cells.size),
    inventory: numberCell(cells.inventory),
    sizeStock: listCell(cells.size).length > 0 ? stockCells(cells) : null,
    sku,
    // Empty: kept on update, the category's typical HSN and 5 % on create.
    hsn: cells.hsn.trim() || undefined,
    gstRate: numberCell(cells.gstRate),
    images,
    availability: cells.availability.trim(),
  };
  // The product form's own rules (docs/decisions/153-size-stock-in-bodies.md).
  const parsed = (product ? productBodySchema : productCreateBodySchema).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path);
      // An image already named as missing is the reason the list is short.
      if (!(column === 'images' && reported.has('images'))) report(column, issue.message);
    }
  }
  if (reported.size > 0 || !parsed.success || !categoryId || disabled === null) return null;

  const input = parsed.data;
  if (!product) return { kind: 'create', line, input, categoryId, disabled };
  if (product.disabled === 1) {
    if (disabled && sameProduct(product, input, categoryId)) return { kind: 'unchanged' };
    report('disabled', 'This product was deleted and cannot be edited.');
    return null;
  }
  if (!disabled && sameProduct(product, input, categoryId)) return { kind: 'unchanged' };
  return { kind: 'update', line, input, categoryId, disabled, product };
}

/** The CSV column a body issue is about. */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, key] = path;
  if (field === 'sizeStock') return typeof key === 'string' ? `stock_${key}` : 'size';
  if (field === 'images') return 'images';
  return typeof field === 'string' ? field : '';
}

/** Whether applying the row would leave the product as it is. */
function sameProduct(product: ProductRow, input: ProductInput, categoryId: string): boolean {
  const next = productColumns(input, categoryId);
  const images = input.images.map((address) => storedImageId(address)).join(',');
  return (
    next.name === product.name &&
    next.description === product.description &&
    next.details === product.details &&
    next.category_id === product.category_id &&
    next.price_paise === Number(product.price_paise) &&
    next.agent_commission_bp === product.agent_commission_bp &&
    next.display_discount === product.display_discount &&
    next.sizes === product.sizes &&
    next.inventory === product.inventory &&
    next.availability === product.availability &&
    (next.hsn === undefined || next.hsn === product.hsn) &&
    (next.gst_rate === undefined || next.gst_rate === product.gst_rate) &&
    STOCK_COLUMN_NAMES.every((column) => next[column] === product[column]) &&
    images === (product.image_ids ?? '')
  );
}

/**
 * Every row's change in one transaction, announced as product changes: new products and image
 * links many a statement, updates one a statement (docs/decisions/157-import-bulk-writes.md).
 */
async function apply(ctx: ImportContext, plans: Plan[], pictures: Map<string, Picture>) {
  const at = ctx.now().toISOString();
  const used = new Set(
    plans.flatMap((plan) =>
      plan.kind === 'unchanged' ? [] : plan.input.images.map((address) => storedImageId(address)),
    ),
  );
  const stored = new Map<string, ProcessedImage>();
  for (const picture of pictures.values()) {
    if (!('refused' in picture) && used.has(picture.id)) stored.set(picture.id, picture);
  }
  const created: NewProduct[] = [];
  const createdImages = new Map<string, string[]>();
  const updatedImages = new Map<string, string[]>();
  for (const plan of plans) {
    if (plan.kind !== 'create') continue;
    const id = uuidv7();
    const columns = productColumns(plan.input, plan.categoryId);
    const disabled = plan.disabled ? (1 as const) : (0 as const);
    created.push({
      id,
      ...newProductTax(plan.input),
      ...columns,
      sku: plan.input.sku!,
      disabled,
      created_at: at,
      updated_at: at,
    });
    createdImages.set(id, imageIdsOf(plan.input));
  }
  try {
    await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
      await storeImages(trx, [...stored.values()]);
      await insertProducts(trx, created);
      await replaceProductImages(trx, createdImages, { fresh: true });
      for (const plan of plans) {
        if (plan.kind !== 'update') continue;
        const columns = productColumns(plan.input, plan.categoryId);
        const disabled = plan.disabled ? (1 as const) : (0 as const);
        await updateProduct(trx, plan.product.id, { ...columns, disabled, updated_at: at });
        updatedImages.set(plan.product.id, imageIdsOf(plan.input));
      }
      await replaceProductImages(trx, updatedImages, { fresh: false });
      const ids = [...createdImages.keys(), ...updatedImages.keys()];
      if (ids.length > 0) await publish('product.changed', { productIds: ids });
    });
  } catch (error) {
    // Another request took a SKU between the check and the write.
    if (isUniqueViolation(error)) throw skuTaken('in the file');
    throw error;
  }
}

function imageIdsOf(input: ProductInput): string[] {
  return input.images.map((address) => storedImageId(address)!);
}
