import { sql } from 'kysely';
import type { Kysely, SqlBool, Transaction } from 'kysely';
import type { OrderStatus } from '@haat/contracts';
import { STOCK_COLUMNS } from '../catalog/size-stock.ts';
import { onePlan } from '../db/named-statements.ts';
import { keptStatement } from '../db/kept-statements.ts';
import type { Database, Order, OrderUpdate } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export function selectOrderRow(db: Executor, id: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves the order only if it is still in `from`: of two racing requests, the second finds no
 * row (it waits for the first one's row lock on PostgreSQL, then re-reads the state).
 */
export function moveOrder(
  trx: Transaction<Database>,
  id: string,
  from: OrderStatus,
  set: OrderUpdate & { status: OrderStatus },
): Promise<Order | undefined> {
  return trx
    .updateTable('orders')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Puts the order's quantities back on the shelves, each line's on its size, in product order
 * (as placing takes them, so the two never wait on each other in opposite orders); a product
 * with stock again is 'In stock'. A size the product no longer offers (the admin changed its
 * sizes since) gets nothing back, and neither does the sum, so `inventory` stays the sum of the
 * sizes (docs/decisions/154-stock-back-to-its-size.md). Called once per order: the move that
 * calls it changes the state only from the state it read. Answers the ids of the products.
 */
export async function restoreStock(
  trx: Transaction<Database>,
  orderId: string,
  now: string,
): Promise<string[]> {
  const lines = await trx
    .selectFrom('order_items')
    .select(['product_id', 'size', (eb) => eb.fn.sum<number | string>('quantity').as('quantity')])
    .where('order_id', '=', orderId)
    .groupBy(['product_id', 'size'])
    .orderBy('product_id')
    .orderBy('size')
    .execute();
  for (const line of lines) {
    const quantity = Number(line.quantity);
    const column = line.size ? STOCK_COLUMNS[line.size] : null;
    // The size's count is null when the product no longer offers it; a line without a size
    // goes back only to a product that still has no sizes.
    const offered = column
      ? sql<SqlBool>`${sql.ref(column)} is not null`
      : sql<SqlBool>`sizes = '[]'`;
    await trx
      .updateTable('products')
      .set({
        inventory: sql<number>`inventory + ${quantity}`,
        ...(column ? { [column]: sql<number>`${sql.ref(column)} + ${quantity}` } : {}),
        availability: sql<
          'In stock' | 'Out of stock'
        >`case when inventory + ${quantity} > 0 then 'In stock' else availability end`,
        updated_at: now,
      })
      .where('id', '=', line.product_id)
      .where(offered)
      .execute();
  }
  return [...new Set(lines.map((line) => line.product_id))];
}

/** The state an order was in before it was last shipped (for un-shipping by the badge). */
export async function stateBeforeShipping(
  db: Executor,
  orderId: string,
): Promise<OrderStatus | undefined> {
  const row = await db
    .selectFrom('order_events')
    .select('from_status')
    .where('order_id', '=', orderId)
    .where('to_status', '=', 'shipped')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.from_status ?? undefined;
}

/** The figures above the admin's orders table. */
export async function selectOrderFigures(db: Executor, monthStart: string) {
  const [shipped, returned] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('orders'),
        eb.fn.sum<number | string | null>('total_paise').as('total'),
      ])
      .where('status', '=', 'shipped')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_events')
      .select((eb) => eb.fn.count<number | string>('order_id').distinct().as('orders'))
      .where('to_status', '=', 'returned')
      .where('created_at', '>=', monthStart)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    shippedOrders: Number(shipped.orders),
    cashToCollectPaise: Number(shipped.total ?? 0),
    returnedThisMonth: Number(returned.orders),
  };
}

/** The customer's name, email and agent, for the move's access check and mail. */
export function selectCustomer(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'agent_id', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whom an order SMS goes to, and whether they want order SMS (users.order_sms). */
export function selectSmsContact(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone', 'first_name', 'last_name', 'order_sms', 'lang'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The SMS contacts of these users (a customer and their agent) in one read, with their ids. */
export async function selectSmsContacts(db: Executor, userIds: readonly string[]) {
  // Every order reads them: the SQL is compiled once per count of ids (db/kept-statements.ts).
  const statement = keptStatement(db, `sms contacts ${userIds.length}`, userIds, () =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'first_name', 'last_name', 'order_sms', 'lang'])
      .where('id', 'in', userIds)
      .where('deleted_at', 'is', null)
      // By primary keys (one or two): prepared once per connection on PostgreSQL.
      .modifyEnd(onePlan),
  );
  return (await db.executeQuery(statement)).rows;
}

/** The commission the order's agent earns, in paise. */
export async function selectOrderCommission(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select('commission_paise')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.commission_paise);
}
