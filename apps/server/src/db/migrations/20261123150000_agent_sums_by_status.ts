import type { Kysely } from 'kysely';

/*
 * The agents' sums leave out cancelled and returned orders since the order lifecycle (issue
 * 15), so the covering indexes of 20261123110000_agent_lists must carry the status too, or
 * every sum reads the table's rows again (DESIGN 9: the agents' lists under 50 ms p99).
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
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
