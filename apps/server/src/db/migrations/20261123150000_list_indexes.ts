import type { Kysely } from 'kysely';

/*
 * Indexes for the admin's and agents' lists (docs/architecture.md, "Performance budgets":
 * under 50 ms p99 with 100,000 orders):
 * - the agents' sums leave out cancelled and returned orders since the order lifecycle (issue
 *   15), so the covering indexes of 20261123110000_agent_lists carry the status too, or every
 *   sum reads the table's rows again;
 * - an order page's lines come in the order (order, line) without a sort.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_agent_sums').execute();
  await db.schema.dropIndex('orders_agent_commission').execute();
  await db.schema
    .createIndex('orders_user_agent_sums')
    .on('orders')
    .columns(['user_id', 'agent_id', 'status', 'total_paise', 'commission_paise'])
    .execute();
  await db.schema
    .createIndex('orders_agent_commission')
    .on('orders')
    .columns(['agent_id', 'status', 'commission_paise'])
    .execute();
  await db.schema.dropIndex('order_items_order_id').execute();
  await db.schema
    .createIndex('order_items_order_id')
    .on('order_items')
    .columns(['order_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_items_order_id').execute();
  await db.schema
    .createIndex('order_items_order_id')
    .on('order_items')
    .column('order_id')
    .execute();
  await db.schema.dropIndex('orders_agent_commission').execute();
  await db.schema.dropIndex('orders_user_agent_sums').execute();
  await db.schema
    .createIndex('orders_user_agent_sums')
    .on('orders')
    .columns(['user_id', 'agent_id', 'total_paise', 'commission_paise'])
    .execute();
  await db.schema
    .createIndex('orders_agent_commission')
    .on('orders')
    .columns(['agent_id', 'commission_paise'])
    .execute();
}
