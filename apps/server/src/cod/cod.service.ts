import { parse } from 'csv-parse/sync';
import { COD_IMPORT_LIMITS, MESSAGES, PINCODE_DIGITS } from '@haat/contracts';
import type { CodImportResult, CodPincode, CodSummary, CsvRowError } from '@haat/contracts';
import type { Db, DbExecutor } from '../db/connect.ts';
import { BadInput } from '../errors.ts';
import {
  findCodPincode,
  hasCodList,
  replaceCodList,
  selectCodSummary,
  setCodBlocked,
} from './cod.queries.ts';

/*
 * Where cash on delivery can go (docs/product.md, "Cash on delivery by pincode";
 * docs/decisions/211-cod-pincode-list.md): with a courier list imported only its pincodes are
 * served; without one every pincode is; a blocked pincode never is.
 */

const PINCODE = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);

function checkPincode(pincode: string): void {
  if (!PINCODE.test(pincode)) {
    throw new BadInput(MESSAGES.pincodeDigits, { pincode: MESSAGES.pincodeDigits });
  }
}

/** Whether an order for cash on delivery may go to this pincode now. */
export async function codServes(db: DbExecutor, pincode: string): Promise<boolean> {
  const row = await findCodPincode(db, pincode);
  // Whether a list was imported matters only for a pincode without a row of its own.
  return codServesGiven(row ?? null, row !== undefined || (await hasCodList(db)));
}

/**
 * codServes's rule, given the pincode's stored row (null when it has none) and whether a
 * courier list was imported: for a caller that read both with something else (placing an
 * order reads them with the address, orders/orders.queries.ts).
 */
export function codServesGiven(
  row: { listed: number; blocked: number } | null,
  listImported: boolean,
): boolean {
  if (row) return row.blocked === 0 && row.listed === 1;
  return !listImported;
}

/** One parsed CSV record with the line it ends on (line 1 is the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV file with their line numbers; null (and an error on line 1 or where
 * the parser stopped) when it cannot be read. Empty lines are skipped.
 */
export function readCsv(csv: Buffer, fail: (error: CsvRowError) => void): CsvRecord[] | null {
  try {
    const records = parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    fail({ line, message: `The file is not a readable CSV file: ${(error as Error).message}` });
    return null;
  }
}

/** The index of each wanted column in the header, or errors on line 1 for the missing ones. */
export function headerColumns<const C extends string>(
  header: CsvRecord | undefined,
  wanted: readonly C[],
  fail: (error: CsvRowError) => void,
): Record<C, number> | null {
  if (!header) {
    fail({
      line: 1,
      message: `The file is empty: the first line must name the columns (${wanted.join(', ')}).`,
    });
    return null;
  }
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const at = {} as Record<C, number>;
  let ok = true;
  for (const column of wanted) {
    const index = names.indexOf(column.toLowerCase());
    if (index < 0) {
      fail({ line: 1, message: `The first line must name a "${column}" column.` });
      ok = false;
    }
    at[column] = index;
  }
  return ok ? at : null;
}

/**
 * POST /cod-pincodes: replaces the courier list with the file's pincodes, or, when any row is
 * wrong, changes nothing and says which rows (docs/decisions/211-cod-pincode-list.md).
 */
export async function importCodPincodes(db: Db, csv: Buffer, now: Date): Promise<CodImportResult> {
  const errors: CsvRowError[] = [];
  const fail = (error: CsvRowError) => errors.push(error);
  const records = readCsv(csv, fail);
  if (!records) return { count: 0, errors };
  const [header, ...rows] = records;
  const columns = headerColumns(header, ['pincode'], fail);
  if (!columns) return { count: 0, errors };
  if (rows.length > COD_IMPORT_LIMITS.maxRows) {
    fail({ line: 1, message: `The file can have at most ${COD_IMPORT_LIMITS.maxRows} rows.` });
    return { count: 0, errors };
  }
  const pincodes = new Set<string>();
  for (const row of rows) {
    const pincode = (row.cells[columns.pincode] ?? '').trim();
    if (!PINCODE.test(pincode)) {
      fail({ line: row.line, message: `"${pincode}" is not a 6-digit pincode.` });
    } else pincodes.add(pincode);
  }
  if (errors.length > 0) return { count: 0, errors };
  if (pincodes.size === 0) {
    fail({ line: 1, message: 'The file lists no pincode; to serve every pincode, import none.' });
    return { count: 0, errors };
  }
  await db.kysely.transaction().execute(async (trx) => {
    await replaceCodList(trx, [...pincodes].sort(), now.toISOString());
  });
  return { count: pincodes.size, errors };
}

/** PUT /cod-pincodes/{pincode}: the Admin's block (high returns) or its lifting. */
export async function blockCodPincode(
  db: Db,
  pincode: string,
  blocked: boolean,
  now: Date,
): Promise<CodPincode> {
  checkPincode(pincode);
  return db.kysely.transaction().execute(async (trx) => {
    await setCodBlocked(trx, pincode, blocked, now.toISOString());
    const row = await findCodPincode(trx, pincode);
    return {
      pincode,
      listed: row?.listed === 1,
      blocked: row?.blocked === 1,
      cod: await codServes(trx, pincode),
    };
  });
}

export async function codSummary(db: Db): Promise<CodSummary> {
  return selectCodSummary(db.kysely);
}
