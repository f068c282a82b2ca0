import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery } from 'kysely';
import type { Compilable, DialectAdapter, Kysely, KyselyPlugin, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The SQL kept by shape for one way of compiling, and for each plugin added to it. */
interface Kept {
  sql: Map<string, string>;
  withPlugin: WeakMap<KyselyPlugin, Kept>;
}

/**
 * The SQL kept for each way a statement is compiled: by the database's adapter (one per Kysely
 * instance made, so per dialect and database), then by each of its plugins in their order.
 * A transaction compiles as its database does, with the same adapter and plugins, so the SQL a
 * shape keeps serves every transaction of that database; a plugin (a test's counter, a schema)
 * may change the SQL, so an instance with other plugins keeps its own.
 */
const keptByAdapter = new WeakMap<DialectAdapter, Kept>();

function keptOf(db: Kysely<Database> | Transaction<Database>): Map<string, string> {
  const executor = db.getExecutor();
  let kept: Kept | undefined = keptByAdapter.get(executor.adapter);
  if (kept === undefined) {
    keptByAdapter.set(executor.adapter, (kept = { sql: new Map(), withPlugin: new WeakMap() }));
  }
  for (const plugin of executor.plugins) {
    let next: Kept | undefined = kept.withPlugin.get(plugin);
    if (next === undefined) {
      kept.withPlugin.set(plugin, (next = { sql: new Map(), withPlugin: new WeakMap() }));
    }
    kept = next;
  }
  return kept.sql;
}

/**
 * A hot statement compiled once per shape (docs/decisions/395-orders-page-sql-per-shape.md):
 * Kysely builds a statement's tree and compiles it to SQL at every call, which costs as much as
 * running a small one, though its SQL depends only on its shape (`shape`, which the caller
 * makes from whatever changes the SQL). The first call of a shape builds and compiles it, and
 * its SQL is kept when its values are exactly `values`, in that order; the later calls run that
 * SQL with their own `values`. A statement whose values come in another order than the caller
 * lists is never kept, so it is built at every call rather than given a wrong value. `build`
 * answers null when there is no statement to run. `db` may be a transaction: the SQL is kept for
 * the database it belongs to (docs/decisions/470-order-path-sql-per-shape.md).
 */
export function keptStatement<R>(
  db: Kysely<Database> | Transaction<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R> | CompiledQuery<R>,
): CompiledQuery<R>;
export function keptStatement<R>(
  db: Kysely<Database> | Transaction<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R> | CompiledQuery<R> | null,
): CompiledQuery<R> | null;
export function keptStatement<R>(
  db: Kysely<Database> | Transaction<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R> | CompiledQuery<R> | null,
): CompiledQuery<R> | null {
  const known = keptOf(db);
  const kept = known.get(shape);
  if (kept !== undefined) return CompiledQuery.raw(kept, [...values]) as CompiledQuery<R>;
  const built = build();
  // A query builder, or raw SQL compiled by its caller (`sql`…`.compile(db)`).
  const compiled = built === null ? null : 'compile' in built ? built.compile() : built;
  const same =
    compiled !== null &&
    compiled.parameters.length === values.length &&
    compiled.parameters.every((value, at) => isDeepStrictEqual(value, values[at]));
  if (same) known.set(shape, compiled.sql);
  return compiled;
}

/**
 * The shape and values of an insert of `rows` for keptStatement: the rows' count and columns,
 * and their values row by row in the columns' order, as Kysely's `values(rows)` compiles them
 * (a column is one whose value is not undefined). Null when Kysely would compile the rows
 * otherwise: rows without the same columns (it fills the gaps with DEFAULT), or a value that is
 * an expression rather than a plain value; such an insert is built at every call.
 */
export function insertShape(
  rows: readonly Record<string, unknown>[],
): { shape: string; values: unknown[] } | null {
  const first = rows[0];
  if (first === undefined) return null;
  const columns = Object.keys(first).filter((column) => first[column] !== undefined);
  const values: unknown[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const column in row) if (row[column] !== undefined) defined += 1;
    if (defined !== columns.length) return null;
    for (const column of columns) {
      const value = row[column];
      if (value === undefined || !plain(value)) return null;
      values.push(value);
    }
  }
  return { shape: `${rows.length} × ${columns.join(',')}`, values };
}

/** A value Kysely passes as a parameter as it is. */
function plain(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint' ||
    value instanceof Date
  );
}
