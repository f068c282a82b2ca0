import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The cash-on-delivery life of an order and the commission ledger (issue 15):
 * - orders.status with the courier, tracking number and cash collected; orders already shipped
 *   start as 'shipped', all others as 'placed';
 * - order_events: every move of an order (who, when, from, to, note);
 * - commission_ledger: an agent's commission as rows (accrued at placing, earned at delivery,
 *   reversed at cancel or return, paid out); each order has at most one row of each kind,
 *   which keeps a repeated or racing move from counting twice. Existing orders of an agent get
 *   their 'accrued' row (and shipped ones stay pending until delivered).
 * Frozen in time: the literal lists are copies of the contracts' constants on this date.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

function nowIso(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

const STATUSES = sql`('placed', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled')`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('placed')
        .check(sql`status in ${STATUSES}`),
    )
    .execute();
  await db.schema.alterTable('orders').addColumn('courier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cash_collected_paise', 'bigint', (col) => col.check(sql`cash_collected_paise >= 0`))
    .execute();
  await db.updateTable('orders').set({ status: 'shipped' }).where('is_shipped', '=', 1).execute();
  await db.schema
    .createIndex('orders_status')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'text', (col) => col.references('users.id'))
    .addColumn('from_status', 'text', (col) => col.check(sql`from_status in ${STATUSES}`))
    .addColumn('to_status', 'text', (col) => col.notNull().check(sql`to_status in ${STATUSES}`))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) =>
      col
        .notNull()
        .defaultTo(nowIso(db))
        .check(sql`created_at like '____-__-__T__:__:__.___Z'`),
    )
    .execute();
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_id', 'created_at', 'id'])
    .execute();
  // 'Returned this month' counts return events by time.
  await db.schema
    .createIndex('order_events_to_status')
    .on('order_events')
    .columns(['to_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('commission_ledger')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('order_id', 'text', (col) => col.references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('accrued', 'earned', 'reversed', 'paid')`),
    )
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('reference', 'text')
    .addColumn('paid_on', 'text')
    .addColumn('actor_id', 'text', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) =>
      col
        .notNull()
        .defaultTo(nowIso(db))
        .check(sql`created_at like '____-__-__T__:__:__.___Z'`),
    )
    .addCheckConstraint(
      'commission_ledger_shape',
      sql`(kind = 'paid' and order_id is null and reference is not null and paid_on is not null)
        or (kind <> 'paid' and order_id is not null)`,
    )
    .addUniqueConstraint('commission_ledger_once', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('commission_ledger_agent')
    .on('commission_ledger')
    .columns(['agent_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('commission_ledger_sums')
    .on('commission_ledger')
    .columns(['agent_id', 'kind', 'amount_paise'])
    .execute();

  await db
    .insertInto('commission_ledger')
    .columns(['id', 'agent_id', 'order_id', 'kind', 'amount_paise', 'created_at'])
    .expression(
      db
        .selectFrom('orders')
        .select([
          sql<string>`'accrued-' || id`.as('id'),
          'agent_id',
          'id',
          sql<string>`'accrued'`.as('kind'),
          'commission_paise',
          'created_at',
        ])
        .where('agent_id', 'is not', null)
        .where('commission_paise', '>', 0),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('commission_ledger').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('orders_status').execute();
  for (const column of ['cash_collected_paise', 'tracking_number', 'courier', 'status']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
