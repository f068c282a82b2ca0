import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The couriers' COD remittances (issue 23, docs/product.md "COD remittances";
 * docs/decisions/216-remittance-import.md): one row per remitted parcel, keyed by the UTR and the
 * tracking number so a file imported twice adds nothing; and an index to find an order by its
 * tracking number. Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('remittances')
    .addColumn('utr', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.references('orders.id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull())
    .addColumn('remitted_on', 'text', (col) => col.notNull())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remittances_pk', ['utr', 'tracking_number'])
    .addCheckConstraint('remittances_amount', sql`amount_paise >= 0`)
    .addCheckConstraint('remittances_day', sql`remitted_on like '____-__-__'`)
    .addCheckConstraint(
      'remittances_imported_at_iso',
      sql`imported_at like '____-__-__T__:__:__.___Z'`,
    )
    .execute();
  await db.schema.createIndex('remittances_order').on('remittances').column('order_id').execute();
  await db.schema
    .createIndex('orders_tracking_number')
    .on('orders')
    .column('tracking_number')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('orders_tracking_number').execute();
  await db.schema.dropTable('remittances').execute();
}
