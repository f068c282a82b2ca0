import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The orders list's free text finds order numbers by their beginning as a range of an index
 * (docs/decisions/195-order-text-search.md). SQLite compares text by code point already, so
 * its `orders_order_number` serves; PostgreSQL compares by the database's collation, which may
 * be linguistic (punctuation ignored), so its range is taken in the "C" collation, which needs
 * an index of its own. Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create index orders_order_number_c on orders (order_number collate "C")`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop index orders_order_number_c`.execute(db);
}
