import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The SQL kept for each Kysely instance (so each dialect) and shape of a statement. */
const keptSql = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * A hot statement compiled once per shape (docs/decisions/395-orders-page-sql-per-shape.md):
 * Kysely builds a statement's tree and compiles it to SQL at every call, which costs as much as
 * running a small one, though its SQL depends only on its shape (`shape`, which the caller
 * makes from whatever changes the SQL). The first call of a shape builds and compiles it, and
 * its SQL is kept when its values are exactly `values`, in that order; the later calls run that
 * SQL with their own `values`. A statement whose values come in another order than the caller
 * lists is never kept, so it is built at every call rather than given a wrong value. `build`
 * answers null when there is no statement to run.
 */
export function keptStatement<R>(
  db: Kysely<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R>,
): CompiledQuery<R>;
export function keptStatement<R>(
  db: Kysely<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R> | null,
): CompiledQuery<R> | null;
export function keptStatement<R>(
  db: Kysely<Database>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R> | null,
): CompiledQuery<R> | null {
  let known = keptSql.get(db);
  if (known === undefined) keptSql.set(db, (known = new Map()));
  const kept = known.get(shape);
  if (kept !== undefined) return CompiledQuery.raw(kept, [...values]) as CompiledQuery<R>;
  const compiled = build()?.compile() ?? null;
  const same =
    compiled !== null &&
    compiled.parameters.length === values.length &&
    compiled.parameters.every((value, at) => isDeepStrictEqual(value, values[at]));
  if (same) known.set(shape, compiled.sql);
  return compiled;
}
