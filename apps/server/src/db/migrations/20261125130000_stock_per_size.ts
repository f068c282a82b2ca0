import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Stock per size and a SKU (issue 22, docs/decisions/151-stock-per-size-columns.md): one
 * nullable count per size on the product row (null = the product does not offer that size), so
 * taking stock stays one conditional UPDATE. Every existing product's stock goes to its first
 * size (docs/decisions/152-existing-stock-to-the-first-size.md), so no unit is lost: the sum
 * before is the sum after. Every product gets a SKU, 'HAAT-' and its id, unique.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const column = (size: string) => `stock_${size.toLowerCase()}`;

export async function up(db: Db): Promise<void> {
  for (const size of SIZES) {
    const name = column(size);
    await db.schema
      .alterTable('products')
      .addColumn(name, 'integer', (col) => col.check(sql`${sql.ref(name)} >= 0`))
      .execute();
  }
  await db.schema.alterTable('products').addColumn('sku', 'text').execute();

  // Sizes are stored as a JSON array in SIZES order: '["S","M"]'. A size is offered when its
  // quoted name is in the array, and first when the array starts with it.
  for (const size of SIZES) {
    await db
      .updateTable('products')
      .set({
        [column(size)]: sql`case when sizes like ${`["${size}"%`} then inventory else 0 end`,
      })
      .where('sizes', 'like', `%"${size}"%`)
      .execute();
  }
  await db
    .updateTable('products')
    .set({ sku: sql`'HAAT-' || id` })
    .execute();
  await db.schema.createIndex('products_sku').unique().on('products').column('sku').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('products_sku').execute();
  await db.schema.alterTable('products').dropColumn('sku').execute();
  for (const size of SIZES) {
    await db.schema.alterTable('products').dropColumn(column(size)).execute();
  }
}
