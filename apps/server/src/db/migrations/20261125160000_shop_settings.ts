import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The shop's settings (issue 23, docs/product.md "Shop settings"): one row, written by the
 * Admin's first save; until then the settings call answers defaults. Frozen in time: nothing
 * here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('singleton', 'integer', (col) => col.primaryKey().defaultTo(1))
    .addColumn('legal_name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pincode', 'text', (col) => col.notNull())
    .addColumn('gstin', 'text', (col) => col.notNull())
    .addColumn('invoice_prefix', 'text', (col) => col.notNull())
    .addColumn('support_phone', 'text', (col) => col.notNull())
    .addColumn('return_address', 'text')
    .addColumn('default_gst_rate', 'integer', (col) => col.notNull())
    .addColumn('label_layout', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('shop_settings_single_row', sql`singleton = 1`)
    .addCheckConstraint('shop_settings_gst_rate', sql`default_gst_rate in (0, 5, 12, 18, 28)`)
    .addCheckConstraint('shop_settings_label_layout', sql`label_layout in ('4x6', 'a4-four')`)
    .addCheckConstraint(
      'shop_settings_updated_at_iso',
      sql`updated_at like '____-__-__T__:__:__.___Z'`,
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
