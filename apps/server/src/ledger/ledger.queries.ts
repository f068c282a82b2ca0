import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { LedgerKind } from '@haat/contracts';
import { keptStatement } from '../db/kept-statements.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Paise by which each kind moves the running figures. */
const PENDING_DELTA = sql<number>`case kind when 'accrued' then amount_paise when 'paid' then 0 else -amount_paise end`;
const BALANCE_DELTA = sql<number>`case kind when 'earned' then amount_paise when 'paid' then -amount_paise else 0 end`;

/**
 * The order's commission row of this kind, once: the unique (order_id, kind) key makes a second
 * attempt change nothing, which is what a repeated or racing move needs.
 */
export async function recordOrderCommission(
  db: Executor,
  row: { agentId: string; orderId: string; kind: Exclude<LedgerKind, 'paid'>; amountPaise: number },
  now: string,
): Promise<void> {
  if (row.amountPaise <= 0) return;
  const values = {
    id: uuidv7(),
    agent_id: row.agentId,
    order_id: row.orderId,
    kind: row.kind,
    amount_paise: row.amountPaise,
    created_at: now,
  };
  // Every order of an agent's customer on SQLite runs it: its SQL is compiled once
  // (db/kept-statements.ts).
  const statement = keptStatement(db, 'record commission', Object.values(values), () =>
    db
      .insertInto('commission_ledger')
      .values(values)
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing()),
  );
  await db.executeQuery(statement);
}

export function insertPayout(
  db: Executor,
  row: {
    agentId: string;
    amountPaise: number;
    reference: string;
    paidOn: string;
    actorId: string;
  },
  now: string,
) {
  return db
    .insertInto('commission_ledger')
    .values({
      id: uuidv7(),
      agent_id: row.agentId,
      order_id: null,
      kind: 'paid',
      amount_paise: row.amountPaise,
      reference: row.reference,
      paid_on: row.paidOn,
      actor_id: row.actorId,
      created_at: now,
    })
    .execute();
}

export interface LedgerSums {
  accrued: number;
  earned: number;
  reversed: number;
  paid: number;
}

/** The agent's sums per kind, in paise (index `commission_ledger_sums`). */
export async function selectLedgerSums(db: Executor, agentId: string): Promise<LedgerSums> {
  const rows = await db
    .selectFrom('commission_ledger')
    .select((eb) => ['kind', eb.fn.sum<number | string>('amount_paise').as('total')])
    .where('agent_id', '=', agentId)
    .groupBy('kind')
    .execute();
  const sums: LedgerSums = { accrued: 0, earned: 0, reversed: 0, paid: 0 };
  for (const row of rows) sums[row.kind] = Number(row.total);
  return sums;
}

/**
 * A page of the agent's entries, newest first, each with the running pending and balance
 * after it (window sums over the agent's whole history, oldest first).
 */
export function selectLedgerPage(db: Executor, agentId: string, offset: number, take: number) {
  return db
    .selectFrom('commission_ledger')
    .select([
      'id',
      'kind',
      'amount_paise',
      'order_id',
      'reference',
      'paid_on',
      'created_at',
      sql<
        number | string
      >`sum(${PENDING_DELTA}) over (order by created_at, id rows unbounded preceding)`.as(
        'pending_paise',
      ),
      sql<
        number | string
      >`sum(${BALANCE_DELTA}) over (order by created_at, id rows unbounded preceding)`.as(
        'balance_paise',
      ),
    ])
    .where('agent_id', '=', agentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(take)
    .offset(offset)
    .execute();
}

/** The numbers of these orders, by id (the ledger names its orders as people read them). */
export async function selectOrderNumbers(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', 'in', [...new Set(orderIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.order_number]));
}

/**
 * Serializes payouts to one agent: PostgreSQL locks the agent's row until the transaction
 * ends; SQLite has a single writer, so its transactions never interleave.
 */
export async function lockAgent(trx: Transaction<Database>, agentId: string, dialect: string) {
  let query = trx.selectFrom('users').select(['id', 'role']).where('id', '=', agentId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The user's id if they exist (a demoted agent keeps their ledger). */
export async function findLedgerOwner(db: Executor, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row?.id;
}
