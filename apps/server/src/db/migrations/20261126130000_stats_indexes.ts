import type { Kysely } from 'kysely';

/*
 * The dashboards' aggregates (issue 25, docs/decisions/254-stats-plain-indexed-aggregates.md):
 * each reads a period's orders, moves or ledger rows from an index that holds every column it
 * sums, so neither database visits the table rows. Frozen in time: nothing here imports
 * application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  // Orders placed in a period: counts and sums by state, day, agent.
  await db.schema
    .createIndex('orders_stats')
    .on('orders')
    .columns(['created_at', 'status', 'total_paise', 'commission_paise', 'agent_id'])
    .execute();
  // An agent's orders placed in a period.
  await db.schema
    .createIndex('orders_agent_stats')
    .on('orders')
    .columns(['agent_id', 'created_at', 'status', 'total_paise', 'commission_paise'])
    .execute();
  // Deliveries and returns made in a period, with the order they moved.
  await db.schema
    .createIndex('order_events_stats')
    .on('order_events')
    .columns(['to_status', 'created_at', 'order_id'])
    .execute();
  // The unpaid balance across agents: the earned and paid rows only.
  await db.schema
    .createIndex('commission_ledger_kind_sums')
    .on('commission_ledger')
    .columns(['kind', 'amount_paise'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('commission_ledger_kind_sums').execute();
  await db.schema.dropIndex('order_events_stats').execute();
  await db.schema.dropIndex('orders_agent_stats').execute();
  await db.schema.dropIndex('orders_stats').execute();
}
