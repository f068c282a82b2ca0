import { PostgresAdapter, sql } from 'kysely';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { OrderFilter } from '@haat/contracts';
import type { Database, Order } from '../db/schema.ts';
import { trigramPhrase } from '../db/search.ts';

/** The start of an India day (UTC+5:30) as stored ISO text (docs/architecture.md, "Money and dates"). */
export function indiaDayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00.000+05:30`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

function onPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A LIKE pattern matching `text` literally (`\` escapes `%`, `_` and itself). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The orders table's filters (docs/product.md, "Admin: orders"; docs/decisions/213-order-list-filters.md),
 * each served by an index whose columns end in `created_at, id`: `orders_status`,
 * `orders_agent_created`, `orders_ship_pincode`, `orders_shipped`, `orders_created_at`. The free
 * text matches an order number's beginning, or the customer's name or phone.
 */
export function whereOrderFilter<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'orders', O>,
  filter: OrderFilter,
  /** The free text's few matching orders, read first (`fewTextMatches`): then only those. */
  textMatches: 'few' | 'many' = 'many',
): SelectQueryBuilder<Database, 'orders', O> {
  let q = query;
  if (filter.shipped !== undefined) q = q.where('orders.is_shipped', '=', filter.shipped ? 1 : 0);
  if (filter.status !== undefined) q = q.where('orders.status', '=', filter.status);
  if (filter.agentId !== undefined) q = q.where('orders.agent_id', '=', filter.agentId);
  if (filter.pincode !== undefined) q = q.where('orders.ship_pincode', '=', filter.pincode);
  if (filter.from !== undefined) q = q.where('orders.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to !== undefined) q = q.where('orders.created_at', '<', indiaDayStart(filter.to, 1));
  if (filter.q !== undefined) {
    const text = filter.q;
    const postgres = onPostgres(db);
    q =
      textMatches === 'few'
        ? q.where('orders.id', 'in', (eb) => textMatchIds(eb, text, postgres))
        : // Walked along the list's own index: on SQLite the unary `+` keeps the planner from
          // gathering every match through orders_order_number and orders_user_id and sorting
          // them (100 ms for the thousands of orders of a common name; decision 221).
          q.where((eb) =>
            eb.or([
              orderNumberStarts(eb, 'orders', text, postgres, 'walk'),
              eb(
                postgres ? sql.ref('orders.user_id') : sql`+${sql.ref('orders.user_id')}`,
                'in',
                customersMatching(eb, text, postgres),
              ),
            ]),
          );
  }
  return q;
}

/**
 * Up to this many orders matching a free text, the page is read from them (each found by an
 * index, then sorted); more, by walking the list's index until a page is full, which is quick
 * when matches are common (docs/decisions/195-order-text-search.md).
 */
const FEW_TEXT_MATCHES = 1_000;

/**
 * Whether the free text `text` matches few orders: a probe that reads at most
 * FEW_TEXT_MATCHES + 1 of them through their indexes.
 */
export async function fewTextMatches(db: Kysely<Database>, text: string): Promise<boolean> {
  const probe = await db
    .selectFrom((eb) =>
      textMatchIds(eb, text, onPostgres(db))
        .limit(FEW_TEXT_MATCHES + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(probe.n) <= FEW_TEXT_MATCHES;
}

/** The ids of the orders whose number starts with `text` or whose customer it names. */
function textMatchIds(eb: ExpressionBuilder<Database, 'orders'>, text: string, postgres: boolean) {
  return eb
    .selectFrom('orders as by_number')
    .select('by_number.id')
    .where((inner) => orderNumberStarts(inner, 'by_number', text, postgres))
    .unionAll(
      eb
        .selectFrom('orders as by_customer')
        .select('by_customer.id')
        .where('by_customer.user_id', 'in', customersMatching(eb, text, postgres)),
    );
}

/**
 * An order number starting with `text` (order numbers are upper case) as a range of an index,
 * compared code point by code point so that it is exact whatever the database's collation:
 * SQLite's own order, PostgreSQL's "C" collation (index `orders_order_number_c`).
 */
function orderNumberStarts<T extends 'orders' | 'by_number'>(
  eb: ExpressionBuilder<Database & Record<T, Database['orders']>, T>,
  table: T,
  text: string,
  postgres: boolean,
  /** 'walk': checked row by row along another index, never through orders_order_number. */
  use: 'range' | 'walk' = 'range',
) {
  const start = text.toUpperCase();
  const last = start.codePointAt(start.length - 1) ?? 0;
  const end =
    start.slice(0, start.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
  const column = postgres
    ? sql`${sql.ref(`${table}.order_number`)} collate "C"`
    : use === 'walk'
      ? sql`+${sql.ref(`${table}.order_number`)}`
      : sql.ref(`${table}.order_number`);
  return eb.and([eb(sql`${column}`, '>=', sql`${start}`), eb(sql`${column}`, '<', sql`${end}`)]);
}

/**
 * The customers whose "first last" name contains `text` (any case), or with 4 digits or more,
 * whose phone does. From three characters on, the candidates come from the users' search index
 * (SQLite's `users_fts` trigram table, PostgreSQL's pg_trgm index on haat_user_search_text,
 * whose text holds the name and the phone) instead of a scan of every user; the conditions then
 * keep the name and phone matches only (the index's text holds the email too).
 */
function customersMatching(
  eb: ExpressionBuilder<Database, 'orders'>,
  text: string,
  postgres: boolean,
) {
  const term = text.toLowerCase();
  const anywhere = `%${literal(term)}%`;
  const digits = text.replace(/\D/g, '');
  const terms = [term, ...(digits.length >= 4 && digits !== term ? [digits] : [])];
  const indexed = terms.every((t) => trigramPhrase(t) !== null);
  return eb
    .selectFrom('users')
    .select('users.id')
    .$if(indexed && !postgres, (q) =>
      q.where(
        'users.id',
        'in',
        sql<string>`(select k.user_id from users_fts join user_search_keys k on k.id = users_fts.rowid
          where users_fts match ${terms.map((t) => trigramPhrase(t)).join(' OR ')})`,
      ),
    )
    .$if(indexed && postgres, (q) =>
      q.where((inner) =>
        inner.or(
          terms.map((t) =>
            inner(
              sql<string>`haat_user_search_text(users.first_name, users.last_name, users.email, users.phone)`,
              'like',
              sql<string>`${`%${literal(t)}%`} escape '\\'`,
            ),
          ),
        ),
      ),
    )
    .where((inner) =>
      inner.or([
        inner(
          sql<string>`lower(users.first_name || ' ' || users.last_name)`,
          'like',
          sql<string>`${anywhere} escape '\\'`,
        ),
        ...(digits.length >= 4
          ? [inner('users.phone', 'like', sql<string>`${`%${digits}%`} escape '\\'`)]
          : []),
      ]),
    );
}

/** Orders newest (or oldest) first, filtered, reading `take` rows from `offset`. */
export async function selectOrdersPage(
  db: Kysely<Database>,
  filter: OrderFilter & { offset: number; take: number; sort?: 'newest' | 'oldest' },
): Promise<Order[]> {
  const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
  const textMatches =
    filter.q !== undefined && (await fewTextMatches(db, filter.q)) ? 'few' : 'many';
  return whereOrderFilter(db, db.selectFrom('orders').selectAll('orders'), filter, textMatches)
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(filter.take)
    .offset(filter.offset)
    .execute();
}

export function selectOrder(db: Kysely<Database>, id: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The number and state of each of these orders (for a bulk move's answer). */
export function selectOrderStates(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status'])
    .where('id', 'in', [...ids])
    .execute();
}
