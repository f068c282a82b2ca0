import type { Kysely } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import { onePlan } from '../db/named-statements.ts';
import type { Database } from '../db/schema.ts';

/**
 * Plain reads for the agents' lists; every sum is over the commission stored on orders.
 * Cancelled and returned orders count for nothing (issue 15: their commission is reversed), so
 * these figures are the ledger's pending + earned
 * (docs/decisions/089-earnings-and-order-figures.md).
 */
const UNDONE = ['cancelled', 'returned'] as const;

/**
 * The id of the user `id` names if that user is an Agent, else undefined. By the user's key
 * (every shared link's visit): prepared once per connection on PostgreSQL
 * (docs/decisions/462-account-and-agent-reads-named.md).
 */
export async function findAgentId(db: DbExecutor, id: string): Promise<string | undefined> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'Agent')
    .modifyEnd(onePlan)
    .executeTakeFirst();
  return agent?.id;
}

/** A user as the agents' screens show them, by key: prepared once per connection (decision 462). */
export function findUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'agent_id', 'created_at'])
    .where('id', '=', id)
    .modifyEnd(onePlan)
    .executeTakeFirst();
}
/** The whole row of a user, for acting in their name (an agent's order for them). */
export function findCustomerRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** A page of the agent's customers, newest first (one row more than asked, to see if more). */
export function agentCustomersPage(
  db: Kysely<Database>,
  agentId: string,
  page: number,
  limit: number,
) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'created_at'])
    .where('agent_id', '=', agentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
}

/** Per customer: the orders they placed as the agent's customer, their total and commission. */
export async function customerSums(db: Kysely<Database>, agentId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, OrderSums>();
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('total_paise').as('total'),
      eb.fn.sum<number | string>('commission_paise').as('commission'),
    ])
    .where('user_id', 'in', userIds)
    .where('agent_id', '=', agentId)
    .where('status', 'not in', UNDONE)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        orders: Number(row.orders),
        totalPaise: Number(row.total),
        commissionPaise: Number(row.commission),
      },
    ]),
  );
}

export interface OrderSums {
  orders: number;
  totalPaise: number;
  commissionPaise: number;
}

/** The agent's order count and commission. */
export async function agentOrderTotals(db: Kysely<Database>, agentId: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string | null>('commission_paise').as('commission'),
    ])
    .where('agent_id', '=', agentId)
    .where('status', 'not in', UNDONE)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), commissionPaise: Number(row.commission ?? 0) };
}

/** How many customers the agent has. */
export async function agentCustomerCount(db: Kysely<Database>, agentId: string) {
  // Counted on `users_agent_id` whatever the agent: prepared once per connection (decision 462).
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('customers'))
    .where('agent_id', '=', agentId)
    .modifyEnd(onePlan)
    .executeTakeFirstOrThrow();
  return Number(row.customers);
}

/** A customer's orders, newest first, only those of `agentId` when given. */
export function customerOrdersPage(
  db: Kysely<Database>,
  userId: string,
  agentId: string | null,
  page: number,
  limit: number,
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(agentId !== null, (qb) => qb.where('agent_id', '=', agentId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
}

/** Count and commission of a customer's orders, only those of `agentId` when given. */
export async function customerOrderSums(
  db: Kysely<Database>,
  userId: string,
  agentId: string | null,
) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string | null>('commission_paise').as('commission'),
    ])
    .where('user_id', '=', userId)
    .$if(agentId !== null, (qb) => qb.where('agent_id', '=', agentId))
    .where('status', 'not in', UNDONE)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), commissionPaise: Number(row.commission ?? 0) };
}
