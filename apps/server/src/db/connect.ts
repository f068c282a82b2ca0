import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteDatabase, Transaction } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { namingPool } from './named-statements.ts';
import type { Database } from './schema.ts';
import { SQLite } from './sqlite-driver.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The database handle every service takes first: the Kysely instance and its dialect (the
 * few places that differ by dialect, such as search and locking, read it).
 */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one (the metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/**
 * What every `*.queries.ts` function runs on: the database (`db.kysely`) or a transaction the
 * calling service began. A Transaction is a Kysely, so either may be passed.
 */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

// PostgreSQL returns BIGINT (int8) as a string by default; our counts and paise fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * Opens the database named by a `sqlite:<file>` or `postgres://…` URL.
 * SQLite runs in WAL mode with foreign keys on and a busy timeout, and its folder is created.
 */
export function connectDatabase(url: string, options: { poolSize?: number } = {}): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a killed backend) is reported here;
    // without a listener it would stop the process. The pool opens a new one when needed.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    // `cursor`: a query's `.stream()` reads its rows through one server-side cursor, a batch
    // at a time as they are taken (the exports, docs/decisions/331-export-through-a-cursor.md).
    // `namingPool`: statements marked as having one plan are prepared once per connection
    // (docs/decisions/430-named-statements.md).
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namingPool(pool), cursor: Cursor }),
    });
    return {
      kysely,
      dialect: 'postgres',
      close: () => kysely.destroy(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const file = sqliteFile(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads come from memory: a 64 MB page cache and the file mapped (256 MB at most) instead of
  // a 2 MB cache and a read() per page; the admin's lists read a few hundred pages each.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/** Distinct statements kept prepared; the shop has a few hundred at most. */
const STATEMENT_CACHE_SIZE = 1000;

/** A prepared statement as Kysely's SQLite driver uses it. */
type KyselyStatement = ReturnType<SqliteDatabase['prepare']>;

/**
 * better-sqlite3 as Kysely sees it, with each distinct statement prepared once: Kysely asks
 * for a new prepared statement on every query, and preparing costs as much as running a
 * small one. Nothing here iterates a statement, so a cached one is never busy when reused.
 * A statement that reads rows hands them over through `rowsAsObjects`.
 */
function withStatementCache(sqlite: SQLite): SqliteDatabase {
  const statements = new Map<string, KyselyStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = rowsAsObjects(sqlite.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A reading statement whose rows better-sqlite3 hands over as arrays, each made into an object
 * with its columns by a function written for the statement's columns
 * (docs/decisions/520-sqlite-rows-made-in-javascript.md). better-sqlite3 sets an object row's
 * properties one by one through V8's API, which cost a quarter of the instructions of the
 * admin's orders page; an object literal of the same keys is one shape V8 builds at once. The
 * rows are the same objects: the same keys in the same order, the last of two same-named
 * columns winning, as before.
 */
export function rowsAsObjects(statement: ReturnType<SQLite['prepare']>): KyselyStatement {
  if (!statement.reader) return statement;
  let columns = -1;
  let objectOf: (row: unknown[]) => Record<string, unknown> = () => ({});
  // The columns are read again when a row has another number of them: a `select *` whose
  // table a migration changed after it was prepared.
  const objectMaker = (row: unknown[]) => {
    if (row.length !== columns) {
      const names = statement.columns().map((column) => column.name);
      columns = names.length;
      objectOf = objectLiteralOf(names);
    }
    return objectOf;
  };
  statement.raw(true);
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const objects = new Array<Record<string, unknown>>(rows.length);
      if (rows.length === 0) return objects;
      const make = objectMaker(rows[0]!);
      for (let at = 0; at < rows.length; at += 1) objects[at] = make(rows[at]!);
      return objects;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield objectMaker(row)(row);
      }
    },
  };
}

/** A function making a row's values into an object of the columns' names, as better-sqlite3 does. */
function objectLiteralOf(names: readonly string[]): (row: unknown[]) => Record<string, unknown> {
  // The last of two same-named columns wins, in the first one's place, as in an object literal.
  if (names.includes('__proto__')) {
    // A literal would set the prototype: build the object key by key instead.
    return (row) => {
      const object: Record<string, unknown> = {};
      names.forEach((name, at) =>
        Object.defineProperty(object, name, {
          value: row[at],
          enumerable: true,
          writable: true,
          configurable: true,
        }),
      );
      return object;
    };
  }
  const keys = names.map((name, at) => `${JSON.stringify(name)}: row[${at}]`);
  // The body holds only the column names, each written as a JSON string literal.
  return new Function('row', `return { ${keys.join(', ')} };`) as (
    row: unknown[],
  ) => Record<string, unknown>;
}

/** `sqlite:./data/haat.db`, `sqlite:///abs/path.db` or `sqlite::memory:` → the file path. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('sqlite:')) throw new Error(`not a sqlite URL: ${url}`);
  const rest = url.slice('sqlite:'.length);
  if (rest === ':memory:') return ':memory:';
  return rest.startsWith('//') ? rest.slice(2) : rest;
}
