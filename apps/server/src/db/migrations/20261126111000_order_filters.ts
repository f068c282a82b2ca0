import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The admin orders table's filters (issue 23, docs/product.md "Admin: orders";
 * docs/decisions/213-order-list-filters.md): the delivery pincode as a column of its own, read
 * from the address snapshot, and indexes so each filter reads the newest rows of its own index.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('orders').addColumn('ship_pincode', 'text').execute();
  const pincode =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`(shipping_address::json ->> 'pincode')`
      : sql`json_extract(shipping_address, '$.pincode')`;
  await sql`update orders set ship_pincode = ${pincode}`.execute(db);
  await db.schema
    .createIndex('orders_ship_pincode')
    .on('orders')
    .columns(['ship_pincode', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_agent_created')
    .on('orders')
    .columns(['agent_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('orders_agent_created').execute();
  await db.schema.dropIndex('orders_ship_pincode').execute();
  await db.schema.alterTable('orders').dropColumn('ship_pincode').execute();
}
