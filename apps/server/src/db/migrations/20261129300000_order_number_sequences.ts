import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * On PostgreSQL an order's number comes from a sequence of its year, `order_numbers_<year>`,
 * instead of the year's row of `order_counters` (docs/decisions/337-order-numbers-from-a-sequence.md):
 * taking a number then locks nothing until the commit. Each year's sequence starts after the
 * last number its counter gave; later years' sequences are made by the first order of the year
 * (orders/order-number.ts). SQLite keeps its counter. Frozen in time: nothing here imports
 * application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  if (!onPostgres(db)) return;
  const counters: { year: number; last_number: number }[] = await db
    .selectFrom('order_counters')
    .select(['year', 'last_number'])
    .execute();
  for (const { year, last_number } of counters) {
    await sql`create sequence ${sql.id(`order_numbers_${year}`)} as bigint start with ${sql.lit(
      Number(last_number) + 1,
    )}`.execute(db);
  }
  await db.schema.dropTable('order_counters').execute();
}

export async function down(db: Db): Promise<void> {
  if (!onPostgres(db)) return;
  await db.schema
    .createTable('order_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addCheckConstraint('order_counters_positive', sql`last_number >= 1`)
    .execute();
  const { rows } = await sql<{ name: string; last_value: number | null }>`
    select sequencename as name, last_value from pg_sequences
    where schemaname = current_schema() and sequencename ~ '^order_numbers_[0-9]+$'`.execute(db);
  for (const { name, last_value } of rows) {
    if (last_value !== null) {
      await db
        .insertInto('order_counters')
        .values({ year: Number(name.slice('order_numbers_'.length)), last_number: last_value })
        .execute();
    }
    await sql`drop sequence ${sql.id(name)}`.execute(db);
  }
}
