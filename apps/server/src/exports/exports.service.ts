import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  LEDGER_EXPORT_COLUMNS,
  MANIFEST_COLUMNS,
  ORDER_EXPORT_COLUMNS,
  ORDER_LINE_EXPORT_COLUMNS,
  paiseToRupees,
} from '@haat/contracts';
import type { OrderFilter } from '@haat/contracts';
import { escapeCell } from '../catalog/product-csv.ts';
import type { Db } from '../db/connect.ts';
import type { AddressSnapshot } from '../db/schema.ts';
import { BadInput } from '../errors.ts';
import { resolveOrderFilter } from '../orders/admin-orders.queries.ts';
import {
  selectLedgerBatch,
  selectLineBatch,
  selectManifestOrders,
  selectOrderBatch,
  streamLines,
  streamOrders,
} from './exports.queries.ts';
import type { After } from './exports.queries.ts';

/*
 * The CSV exports (docs/product.md, "Exports"; docs/decisions/215-streamed-csv-exports.md):
 * rows are read a batch at a time (PostgreSQL: one cursor; SQLite: keyset batches;
 * docs/decisions/331-export-through-a-cursor.md) and written through csv-stringify as the
 * client takes them, so memory holds one batch whatever the table's size. Every text cell goes
 * through the one formula guard, `escapeCell` (catalog/product-csv.ts), shared with the
 * catalogue file.
 */

/**
 * Rows per keyset batch. 200 rather than 1,000: a batch stays alive while the client takes
 * its rows, and 1,000 at a time grew the server's own memory by ~37 MB over 100,000 orders
 * on SQLite against ~1–4 MB at 200, for no measurable loss of speed
 * (docs/decisions/217-export-memory.md).
 */
const BATCH = 200;

type Cell = string | number | null;

/** Text cells guarded; numbers as they are; null as an empty cell. */
function guard(cells: readonly Cell[]): string[] {
  return cells.map((cell) =>
    cell === null ? '' : typeof cell === 'number' ? String(cell) : escapeCell(cell),
  );
}

/** A header and the rows of `rows()`, as a CSV byte stream read as the client reads it. */
function csvStream(header: readonly string[], rows: () => AsyncGenerator<Cell[]>): Readable {
  async function* all() {
    yield [...header];
    for await (const row of rows()) yield guard(row);
  }
  // A byte-order mark, so spreadsheets read the file as UTF-8.
  const file = stringify({ bom: true, record_delimiter: 'unix' });
  // A pipeline rather than `pipe`: when the client goes away mid-file (the reply destroys
  // `file`), the rows' generator is ended too, which closes a PostgreSQL cursor and gives its
  // connection back; and a failed read ends the file with its error instead of leaving it open.
  pipeline(Readable.from(all()), file, () => {});
  return file;
}

function snapshotOf(json: string): Partial<AddressSnapshot> {
  try {
    return JSON.parse(json) as Partial<AddressSnapshot>;
  } catch {
    return {};
  }
}

const rupees = (paise: number | string | null) =>
  paise === null ? null : paiseToRupees(Number(paise)).toFixed(2);

/**
 * The exported orders, newest first: on PostgreSQL through one cursor, on SQLite as keyset
 * batches (better-sqlite3 reads synchronously, and its prepared statements are shared, so none
 * may stay open across the stream's pauses; docs/decisions/331-export-through-a-cursor.md).
 */
async function* orderRows(db: Db, filter: OrderFilter) {
  // The free text's customers are found once for the whole file, not once per batch.
  const resolved = await resolveOrderFilter(db.kysely, filter);
  if (db.dialect === 'postgres') {
    yield* streamOrders(db.kysely, resolved, BATCH);
    return;
  }
  let after: After | null = null;
  for (;;) {
    const batch = await selectOrderBatch(db.kysely, resolved, after, BATCH);
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** GET /exports/orders.csv. */
export function exportOrders(db: Db, filter: OrderFilter): Readable {
  return csvStream(ORDER_EXPORT_COLUMNS, async function* () {
    for await (const order of orderRows(db, filter)) {
      const to = snapshotOf(order.shipping_address);
      yield [
        order.order_number,
        order.created_at,
        order.status,
        [to.firstName, to.lastName].filter(Boolean).join(' '),
        to.mobileNo ?? null,
        to.houseNo ?? null,
        to.street ?? null,
        to.city ?? null,
        to.state ?? null,
        to.pincode ?? null,
        order.items ?? '',
        rupees(order.total_paise),
        rupees(order.commission_paise),
        order.agent_first_name
          ? `${order.agent_first_name} ${order.agent_last_name ?? ''}`.trim()
          : null,
        order.courier,
        order.tracking_number,
        order.invoice_number,
      ];
    }
  });
}

/**
 * The order-lines export's rows, newest order first: on PostgreSQL through one cursor, on
 * SQLite as keyset batches of BATCH orders, each read with its lines in one query
 * (`selectLineBatch`), so the server holds no line objects between queries.
 */
async function* lineRows(db: Db, filter: OrderFilter) {
  const resolved = await resolveOrderFilter(db.kysely, filter);
  if (db.dialect === 'postgres') {
    yield* streamLines(db.kysely, resolved, BATCH);
    return;
  }
  let after: After | null = null;
  for (;;) {
    const rows = await selectLineBatch(db.kysely, resolved, after, BATCH);
    yield* rows;
    const orders = new Set(rows.map((row) => row.id)).size;
    if (orders < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** GET /exports/order-lines.csv. */
export function exportOrderLines(db: Db, filter: OrderFilter): Readable {
  return csvStream(ORDER_LINE_EXPORT_COLUMNS, async function* () {
    for await (const row of lineRows(db, filter)) {
      if (row.line_id === null) continue;
      const unitPaise = Number(row.unit_price_paise);
      yield [
        row.order_number,
        row.created_at,
        row.status,
        row.product_id,
        row.name,
        row.size,
        row.quantity,
        rupees(unitPaise),
        rupees(unitPaise * Number(row.quantity)),
        rupees(row.commission_paise),
      ];
    }
  });
}

/** GET /exports/ledger.csv: every ledger row, or one agent's, in a period, oldest first. */
export function exportLedger(
  db: Db,
  filter: { agentId?: string; from?: string; to?: string },
): Readable {
  return csvStream(LEDGER_EXPORT_COLUMNS, async function* () {
    let after: After | null = null;
    for (;;) {
      const batch = await selectLedgerBatch(db.kysely, filter, after, BATCH);
      for (const row of batch) {
        yield [
          row.created_at,
          `${row.first_name} ${row.last_name}`.trim(),
          row.kind,
          row.order_number,
          rupees(row.amount_paise),
          row.reference,
          row.paid_on,
        ];
      }
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  });
}

/**
 * GET /exports/manifest.csv: the selected orders in the order given; every one must be shipped
 * (400 naming the others, before any byte is sent).
 */
export async function exportManifest(db: Db, ids: readonly string[]): Promise<Readable> {
  const rows = new Map((await selectManifestOrders(db.kysely, ids)).map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !rows.has(id));
  if (unknown.length > 0) {
    throw new BadInput(`No order has the id ${unknown.join(', ')}.`, { ids: 'Unknown order' });
  }
  const notShipped = ids.map((id) => rows.get(id)!).filter((row) => row.status !== 'shipped');
  if (notShipped.length > 0) {
    const message = `Only shipped orders go on a manifest: ${notShipped
      .map((row) => `${row.order_number} is ${row.status}`)
      .join(', ')}.`;
    throw new BadInput(message, { ids: message });
  }
  return csvStream(MANIFEST_COLUMNS, async function* () {
    for (const id of ids) {
      const order = rows.get(id)!;
      const to = snapshotOf(order.shipping_address);
      yield [
        order.order_number,
        order.tracking_number,
        order.courier,
        [to.firstName, to.lastName].filter(Boolean).join(' '),
        to.mobileNo ?? null,
        [to.houseNo, to.street, to.city, to.state].filter(Boolean).join(', '),
        to.pincode ?? null,
        rupees(order.total_paise),
        // The weight is the courier's to fill in.
        null,
      ];
    }
  });
}
