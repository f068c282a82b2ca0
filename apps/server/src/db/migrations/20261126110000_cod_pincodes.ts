import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Where cash on delivery can go (issue 23, docs/product.md "Cash on delivery by pincode";
 * docs/decisions/211-cod-pincode-list.md): the courier's list (`listed`) and the Admin's blocks
 * (`blocked`) in one table. Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('cod_pincodes')
    .addColumn('pincode', 'text', (col) => col.primaryKey())
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('cod_pincodes_digits', sql`length(pincode) = 6`)
    .addCheckConstraint('cod_pincodes_listed_flag', sql`listed in (0, 1)`)
    .addCheckConstraint('cod_pincodes_blocked_flag', sql`blocked in (0, 1)`)
    .addCheckConstraint('cod_pincodes_some_reason', sql`listed = 1 or blocked = 1`)
    .addCheckConstraint(
      'cod_pincodes_updated_at_iso',
      sql`updated_at like '____-__-__T__:__:__.___Z'`,
    )
    .execute();
  // "Is there a list at all" reads one row of this index.
  await db.schema.createIndex('cod_pincodes_listed').on('cod_pincodes').column('listed').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('cod_pincodes').execute();
}
