import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Each product's HSN code and GST rate (issue 23, docs/product.md "Shop settings",
 * docs/decisions/166-product-hsn-and-gst-rate.md). Existing products get GST 5 % and an HSN
 * typical of their category's name (garments 6211 when nothing matches: the shop sells
 * clothing first). Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

/** Category-name patterns (lower case, first match wins) and the HSN they stand for. */
const TYPICAL_HSN: readonly (readonly [string, string])[] = [
  ['%foot%', '6404'],
  ['%shoe%', '6404'],
  ['%kitchen%', '6911'],
  ['%home%', '6302'],
  ['%electronic%', '8518'],
  ['%beauty%', '3304'],
  ['%personal care%', '3304'],
  ['%jewel%', '7117'],
  ['%bag%', '4202'],
  ['%women%', '6204'],
  ['%men%', '6205'],
];

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('hsn', 'text', (col) => col.notNull().defaultTo('6211'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('gst_rate', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sql`gst_rate in (0, 5, 12, 18, 28)`),
    )
    .execute();
  // Later patterns first, so the first pattern in the list is the one that stays.
  for (const [pattern, hsn] of [...TYPICAL_HSN].reverse()) {
    await db
      .updateTable('products')
      .set({ hsn })
      .where(
        'category_id',
        'in',
        db
          .selectFrom('categories')
          .select('id')
          .where(sql`lower(name)`, 'like', pattern),
      )
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('products').dropColumn('gst_rate').execute();
  await db.schema.alterTable('products').dropColumn('hsn').execute();
}
