import type { Kysely } from 'kysely';

/*
 * Indexes for the agents' lists (docs/architecture.md, "Performance budgets": under 50 ms p99 with
 * 100,000 orders):
 * - an agent's customers, newest first, paged without a sort;
 * - a customer's orders for one agent, covering the sums the lists show (no table reads);
 * - an agent's total commission, covering as well.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_agent_listing')
    .on('users')
    .columns(['agent_id', 'created_at', 'id'])
    .execute();
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_agent_commission').execute();
  await db.schema.dropIndex('orders_user_agent_sums').execute();
  await db.schema.dropIndex('users_agent_listing').execute();
}
