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

/**
 * better-sqlite3 as Kysely sees it, with each distinct statement prepared once: Kysely asks
 * for a new prepared statement on every query, and preparing costs as much as running a
 * small one. Nothing here iterates a statement, so a cached one is never busy when reused.
 */
function withStatementCache(sqlite: SQLite): SqliteDatabase {
  const statements = new Map<string, ReturnType<SQLite['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** `sqlite:./data/haat.db`, `sqlite:///abs/path.db` or `sqlite::memory:` → the file path. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('sqlite:')) throw new Error(`not a sqlite URL: ${url}`);
  const rest = url.slice('sqlite:'.length);
  if (rest === ':memory:') return ':memory:';
  return rest.startsWith('//') ? rest.slice(2) : rest;
}
