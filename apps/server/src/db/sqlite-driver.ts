import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the Node.js this process runs on
 * (docs/decisions/191-sqlite-driver-per-node-version.md):
 * - Node 22 and later (production runs Node 24 LTS): better-sqlite3 13, installed under the
 *   alias `better-sqlite3-napi`. It is built on Node-API; 12's `node::ObjectWrap` destructor
 *   asks Node 24 for an environment that is gone when a statement is collected at teardown
 *   or outside a context, and the process aborts.
 * - Node 20 (this repository's development machines): better-sqlite3 12; 13's binary does not
 *   run there.
 * Both have the same API, so callers see one `SQLite` constructor.
 */
const require = createRequire(import.meta.url);

export const SQLITE_DRIVER =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SQLite = require(SQLITE_DRIVER) as typeof BetterSqlite3;
export type SQLite = BetterSqlite3.Database;
