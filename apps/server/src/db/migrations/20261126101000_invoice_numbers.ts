import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * GST invoice numbers (issue 23, docs/decisions/167-invoice-number-at-shipping.md): a counter
 * row per financial year, the number, date and seller particulars on the order, and each line's
 * HSN and GST rate, all written once when the order is shipped and never changed after.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'integer', (col) => col.primaryKey())
    .addColumn('last_serial', 'integer', (col) => col.notNull())
    .addCheckConstraint('invoice_counters_positive', sql`last_serial >= 1`)
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoice_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoice_seller', 'text').execute();
  await db.schema
    .createIndex('orders_invoice_number')
    .unique()
    .on('orders')
    .column('invoice_number')
    .execute();
  await db.schema.alterTable('order_items').addColumn('hsn', 'text').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('gst_rate', 'integer', (col) => col.check(sql`gst_rate in (0, 5, 12, 18, 28)`))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('gst_rate').execute();
  await db.schema.alterTable('order_items').dropColumn('hsn').execute();
  await db.schema.dropIndex('orders_invoice_number').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_seller').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_date').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_number').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
