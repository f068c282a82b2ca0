import { PostgresAdapter, expressionBuilder, sql } from 'kysely';
import type {
  CompiledQuery,
  Expression,
  ExpressionBuilder,
  InferResult,
  Kysely,
  RawBuilder,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';
import type { OrderFilter } from '@haat/contracts';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { keptStatement } from '../db/kept-statements.ts';
import { onePlan } from '../db/named-statements.ts';
import type { Database, Order } from '../db/schema.ts';
import { containsPattern, trigramPhrase } from '../db/search.ts';
import { couldStartOrderNumber } from './order-number.ts';
import { PERSON_COLUMNS } from '../users/users.queries.ts';
import type { PersonRow } from '../users/users.queries.ts';
import { withTimelineColumns } from './order-events.queries.ts';
import type { TimelineRow } from './order-events.queries.ts';
import { ORDER_COLUMNS, ORDER_LINE_COLUMNS, orderOf } from './orders.queries.ts';
import type { OrderLine } from './orders.queries.ts';

/** The start of an India day (UTC+5:30) as stored ISO text (docs/architecture.md, "Money and dates"). */
export function indiaDayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00.000+05:30`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

function onPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An orders filter whose free text has been looked up (`resolveOrderFilter`), so that the
 * customers it names are matched once per request or export rather than by every query.
 */
export type ResolvedOrderFilter = Omit<OrderFilter, 'q'> & { text?: TextMatch };

/** The free text and the customers whose name or phone contains it. */
export interface TextMatch {
  q: string;
  /** Their ids; null when more than MANY_CUSTOMERS match (then matched inside the query). */
  customerIds: readonly string[] | null;
}

/**
 * Past this many customers a text is common (a first name): their ids are not read out, the
 * list's index is walked with the customers' condition in the query, and no probe is made
 * (docs/decisions/330-order-text-customers-once.md).
 */
const MANY_CUSTOMERS = 200;

/** The filter with its free text's customers found (one query, none without a text). */
export async function resolveOrderFilter(
  db: Kysely<Database>,
  filter: OrderFilter,
): Promise<ResolvedOrderFilter> {
  const { q, ...rest } = filter;
  if (q === undefined) return rest;
  return { ...rest, text: await findTextCustomers(db, q) };
}

/** The customers whose name or phone contains `q` (at most MANY_CUSTOMERS, else null). */
async function findTextCustomers(db: Kysely<Database>, q: string): Promise<TextMatch> {
  const take = MANY_CUSTOMERS + 1;
  const phrase = onPostgres(db) ? null : customersPhrase(q);
  // On SQLite the trigram table leads, so that the query stops after `take` customers (an `in`
  // list would gather every candidate first: 1.2 ms against 0.5 ms for a common name).
  const found = phrase
    ? (
        await sql<{ id: string }>`select users.id from users_fts
          join user_search_keys k on k.id = users_fts.rowid
          join users on users.id = k.user_id
          where users_fts match ${phrase}
            and ${customersMatching(expressionBuilder<Database, 'users'>(), q, false, 'row')}
          limit ${take}`.execute(db)
      ).rows
    : await db
        .selectFrom('users')
        .select('users.id')
        .where((eb) => customersMatching(eb, q, onPostgres(db)))
        .limit(take)
        .execute();
  const customerIds = found.length > MANY_CUSTOMERS ? null : found.map((row) => row.id);
  return { q, customerIds };
}

/** A free text looked up for the orders list: its customers, and how its page is read. */
export interface TextLookup extends TextMatch {
  /** Whether it matches few orders (`fewTextMatches`): then the page is read from them. */
  few: boolean;
}

/**
 * The free text's customers and whether it matches few orders: two queries, which the list
 * remembers for a few seconds (order-text-lookups.ts).
 */
export async function lookUpText(db: Kysely<Database>, q: string): Promise<TextLookup> {
  const text = await findTextCustomers(db, q);
  return { ...text, few: await fewTextMatches(db, text) };
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
  filter: ResolvedOrderFilter,
): SelectQueryBuilder<Database, 'orders', O> {
  let q = query;
  if (filter.shipped !== undefined) q = q.where('orders.is_shipped', '=', filter.shipped ? 1 : 0);
  if (filter.status !== undefined) q = q.where('orders.status', '=', filter.status);
  if (filter.agentId !== undefined) q = q.where('orders.agent_id', '=', filter.agentId);
  if (filter.pincode !== undefined) q = q.where('orders.ship_pincode', '=', filter.pincode);
  if (filter.from !== undefined) q = q.where('orders.created_at', '>=', indiaDayStart(filter.from));
  if (filter.to !== undefined) q = q.where('orders.created_at', '<', indiaDayStart(filter.to, 1));
  if (filter.text !== undefined) {
    const text = filter.text;
    const postgres = onPostgres(db);
    // Walked along the list's own index: on SQLite the unary `+` keeps the planner from
    // gathering every match through orders_order_number and orders_user_id and sorting them
    // (100 ms for the thousands of orders of a common name; decision 221). A text matching few
    // orders is read from its matches instead (`selectOrdersPage`).
    q = q.where((eb) =>
      eb.or([
        orderNumberStarts(eb, 'orders', text.q, postgres, 'walk'),
        ...ordersOf(eb, 'orders', text, postgres, 'walk'),
      ]),
    );
  }
  return q;
}

/**
 * Up to this many orders matching a free text, the page is read from them (their ids and dates
 * found by an index and sorted, then the page's rows read); more, by walking the list's index
 * until a page is full, which is quick when matches are that common
 * (docs/decisions/195-order-text-search.md, 381-few-text-matches-page-first.md).
 */
const FEW_TEXT_MATCHES = 3_000;

/**
 * Whether the free text matches few orders: a probe that reads at most FEW_TEXT_MATCHES + 1 of
 * them through their indexes. A text naming more than MANY_CUSTOMERS customers is taken as
 * common without one.
 */
async function fewTextMatches(db: Kysely<Database>, text: TextMatch): Promise<boolean> {
  if (text.customerIds === null) return false;
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

/** The ids of the orders whose number starts with the text or whose customer it names. */
function textMatchIds(
  eb: ExpressionBuilder<Database, 'orders'>,
  text: TextMatch,
  postgres: boolean,
) {
  const byNumber = eb
    .selectFrom('orders as by_number')
    .select('by_number.id')
    .where((inner) => orderNumberStarts(inner, 'by_number', text.q, postgres));
  if (text.customerIds?.length === 0) return byNumber;
  return byNumber.unionAll(
    eb
      .selectFrom('orders as by_customer')
      .select('by_customer.id')
      .where((inner) => inner.and(ordersOf(inner, 'by_customer', text, postgres))),
  );
}

/**
 * The orders of the text's customers, as a list of conditions (none when it names nobody).
 * Their ids go as one value, so the statement's text is the same whatever their number (SQLite
 * keeps it prepared, db/connect.ts): a JSON array read by `json_each` on SQLite, an array read
 * by `unnest` on PostgreSQL (with `= any(array)` its planner weighs each id in turn). Customers
 * too many to read out are matched in the query: on SQLite, walking, each order's customer is
 * checked by its key (the page's few hundred rows cost less than gathering every customer of a
 * common name); PostgreSQL gathers them once through the trigram index (it would make a
 * correlated check a scan of every user).
 */
function ordersOf<T extends 'orders' | 'by_customer'>(
  eb: ExpressionBuilder<Database & Record<T, Database['orders']>, T>,
  table: T,
  text: TextMatch,
  postgres: boolean,
  /** 'walk': checked row by row along another index, never through orders_user_id. */
  use: 'index' | 'walk' = 'index',
) {
  const { customerIds } = text;
  if (customerIds?.length === 0) return [];
  const userId = sql.ref(`${table}.user_id`);
  // The users table, whatever the alias the orders go by here.
  const users = eb as unknown as ExpressionBuilder<Database, never>;
  if (customerIds === null && use === 'walk' && !postgres) {
    return [
      eb.exists(
        users
          .selectFrom('users')
          .select(sql`1`.as('one'))
          .where(sql<boolean>`users.id = ${userId}`)
          .where((inner) => customersMatching(inner, text.q, postgres, 'row')),
      ),
    ];
  }
  const column = use === 'walk' && !postgres ? sql`+${userId}` : userId;
  const customers =
    customerIds === null
      ? users
          .selectFrom('users')
          .select('users.id')
          .where((inner) => customersMatching(inner, text.q, postgres))
      : postgres
        ? sql<string>`(select unnest(${customerIdsValue(customerIds, postgres)}::text[]))`
        : sql<string>`(select value from json_each(${customerIdsValue(customerIds, postgres)}))`;
  return [eb(column, 'in', customers)];
}

/** The customers' ids as the one value `ordersOf` binds: an array, or a JSON array's text. */
function customerIdsValue(customerIds: readonly string[], postgres: boolean): unknown {
  return postgres ? [...customerIds] : JSON.stringify(customerIds);
}

/** The values `ordersOf` binds, in its order. */
function ordersOfValues(text: TextMatch, postgres: boolean, use: 'index' | 'walk'): Named[] {
  const { customerIds } = text;
  if (customerIds?.length === 0) return [];
  if (customerIds === null) {
    return customersMatchingValues(text.q, postgres, use === 'walk' && !postgres ? 'row' : 'set');
  }
  return [['ids', customerIdsValue(customerIds, postgres)]];
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
  const [start, end] = orderNumberRange(text);
  const column = postgres
    ? sql`${sql.ref(`${table}.order_number`)} collate "C"`
    : use === 'walk'
      ? sql`+${sql.ref(`${table}.order_number`)}`
      : sql.ref(`${table}.order_number`);
  return eb.and([eb(sql`${column}`, '>=', sql`${start}`), eb(sql`${column}`, '<', sql`${end}`)]);
}

/** The order numbers that start with `text`: from it in upper case to the next text of its length. */
function orderNumberRange(text: string): [start: string, end: string] {
  const start = text.toUpperCase();
  const last = start.codePointAt(start.length - 1) ?? 0;
  const end =
    start.slice(0, start.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
  return [start, end];
}

/**
 * A condition on `users`: the "first last" name contains `text` (any case), or with 4 digits or
 * more, the phone does. From three characters on, the candidates come from the users' search
 * index (SQLite's `users_fts` trigram table, PostgreSQL's pg_trgm index on
 * haat_user_search_text, whose text holds the name and the phone) instead of a scan of every
 * user; the name and phone conditions then keep the true matches (the index's text holds the
 * email too).
 */
function customersMatching<DB extends Database>(
  eb: ExpressionBuilder<DB, 'users'>,
  text: string,
  postgres: boolean,
  /** 'row': one user, already found by key, is checked; the index would not help. */
  use: 'set' | 'row' = 'set',
) {
  const { term, digits, terms } = searchTerms(text);
  const contains = (t: string) => sql<string>`${containsPattern(t)} escape '\\'`;
  const matches = eb.or([
    eb(sql<string>`lower(users.first_name || ' ' || users.last_name)`, 'like', contains(term)),
    ...(digits !== null ? [eb(sql<string>`users.phone`, 'like', contains(digits))] : []),
  ]);
  const phrase = customersPhrase(text);
  if (use === 'row' || phrase === null) return matches;
  const candidates = postgres
    ? eb.or(
        terms.map((t) =>
          eb(
            sql<string>`haat_user_search_text(users.first_name, users.last_name, users.email, users.phone)`,
            'like',
            contains(t),
          ),
        ),
      )
    : eb(
        sql<string>`users.id`,
        'in',
        sql<string>`(select k.user_id from users_fts join user_search_keys k on k.id = users_fts.rowid
          where users_fts match ${phrase})`,
      );
  return eb.and([candidates, matches]);
}

/** The values `customersMatching` binds, in its order. */
function customersMatchingValues(text: string, postgres: boolean, use: 'set' | 'row'): Named[] {
  const { term, digits, terms } = searchTerms(text);
  const matches: Named[] = [
    ['name', containsPattern(term)],
    ...(digits !== null ? [['phone', containsPattern(digits)] satisfies Named] : []),
  ];
  const phrase = customersPhrase(text);
  if (use === 'row' || phrase === null) return matches;
  const candidates: Named[] = postgres
    ? terms.map((t) => ['candidate', containsPattern(t)])
    : [['phrase', phrase]];
  return [...candidates, ...matches];
}

/** The text in lower case, its digits when there are 4 or more, and both as search terms. */
function searchTerms(text: string) {
  const term = text.toLowerCase();
  const allDigits = text.replace(/\D/g, '');
  const digits = allDigits.length >= 4 ? allDigits : null;
  return { term, digits, terms: [term, ...(digits !== null && digits !== term ? [digits] : [])] };
}

/** The FTS5 query of the text's terms (`users_fts`), or null when one is too short for it. */
function customersPhrase(text: string): string | null {
  const phrases = searchTerms(text).terms.map((t) => trigramPhrase(t));
  return phrases.every((p) => p !== null) ? phrases.join(' OR ') : null;
}

/** The customer's `PERSON_COLUMNS` as the page reads them beside the order's: `customer_id`… */
type CustomerColumn = {
  [C in (typeof PERSON_COLUMNS)[number]]: `customer.${C} as customer_${C}`;
}[(typeof PERSON_COLUMNS)[number]];
const CUSTOMER_COLUMNS = PERSON_COLUMNS.map(
  (column) => `customer.${column} as customer_${column}` as CustomerColumn,
);

/** An order of the admin's list with what its row shows: its lines, timeline and customer. */
export interface ListedOrder {
  order: Order;
  lines: OrderLine[];
  timeline: TimelineRow[];
  /** Null when the customer's row is missing. */
  customer: PersonRow | null;
}

/** What `selectOrdersPage` takes: the filter, its free text looked up, the rows to read. */
type PageFilter = Omit<ResolvedOrderFilter, 'text'> & {
  text?: TextLookup;
  offset: number;
  take: number;
  sort?: 'newest' | 'oldest';
};

/**
 * Orders newest (or oldest) first, filtered, reading `take` rows from `offset`, each with its
 * lines, timeline and customer in the same statement (docs/decisions/382-orders-page-in-one-statement.md);
 * a free text already looked up (`lookUpText`). The statement's SQL is built and compiled once
 * per shape of filter (`keptPageStatement`).
 */
export async function selectOrdersPage(
  db: Kysely<Database>,
  filter: PageFilter,
): Promise<ListedOrder[]> {
  const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
  const statement = keptPageStatement(db, filter, direction);
  if (statement === null) return [];
  const { rows } = await db.executeQuery(statement);
  const parsed = <T>(value: T[] | string): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
  // The order's columns taken by name (`orderOf`): copying them with `...rest` cost more
  // than parsing the row's JSON.
  return rows.map((row) => ({
    order: orderOf(row),
    lines: parsed(row.lines).sort((a, b) => compareText(a.id, b.id)),
    timeline: parsed(row.timeline).sort(
      (a, b) => compareText(a.created_at, b.created_at) || compareText(a.id, b.id),
    ),
    customer:
      row.customer_id === null
        ? null
        : {
            id: row.customer_id,
            first_name: row.customer_first_name!,
            last_name: row.customer_last_name!,
            email: row.customer_email,
            phone: row.customer_phone,
          },
  }));
}

/** The page's statement: its orders, each with lines, timeline and customer; null when none can match. */
function pageStatement(db: Kysely<Database>, filter: PageFilter, direction: 'asc' | 'desc') {
  const page = pageOfOrders(db, filter, direction);
  if (page === null) return null;
  // Each order's lines and moves as one JSON array (a string on SQLite), read for the page's
  // rows only; ordered again by the caller, as an aggregate need not keep its subquery's order.
  const postgres = onPostgres(db);
  const jsonArray: typeof sqliteJsonArrayFrom = postgres ? pgJsonArrayFrom : sqliteJsonArrayFrom;
  return db
    .selectFrom(page.as('page'))
    .leftJoin('users as customer', 'customer.id', 'page.user_id')
    .select(ORDER_COLUMNS.map((column) => `page.${column}` as const))
    .select(CUSTOMER_COLUMNS)
    .select((eb) => [
      jsonArray(
        eb
          .selectFrom('order_items')
          .select(['order_items.id', ...ORDER_LINE_COLUMNS.map((c) => `order_items.${c}` as const)])
          .whereRef('order_items.order_id', '=', 'page.id'),
      ).as('lines'),
      jsonArray(
        withTimelineColumns(eb.selectFrom('order_events')).whereRef(
          'order_events.order_id',
          '=',
          'page.id',
        ),
      ).as('timeline'),
    ])
    .orderBy('page.created_at', direction)
    .orderBy('page.id', direction)
    .$if(hasOnePlan(filter), (query) => query.modifyEnd(onePlan));
}

/**
 * Whether a page's statement has one plan whatever its values, so that it is prepared once per
 * connection on PostgreSQL (docs/decisions/460-orders-page-named.md): a first page (an offset's
 * estimate changes the plan), filtered by at most one of the status, the agent, the pincode or
 * the dates, each with an index ending in `created_at, id` (with two, which index to walk
 * depends on their values; the shipped flag's generic plan takes either value for half the
 * orders and walks the dates instead), and with no free text but a common one, walked (a few
 * matches' plan depends on how many customers and orders they are). Its plan walks that index
 * and stops after the page. Every other page is planned for its values, as before. The shape
 * decides it (`keptPageStatement`).
 */
function hasOnePlan(filter: PageFilter): boolean {
  const { offset, text, shipped, status, agentId, pincode, from, to } = filter;
  if (offset > 0 || shipped !== undefined) return false;
  if (text !== undefined && (text.few || text.customerIds !== null)) return false;
  return [status, agentId, pincode, from ?? to].filter((value) => value !== undefined).length <= 1;
}

/** A row of the page's statement. */
type PageRow = InferResult<NonNullable<ReturnType<typeof pageStatement>>>[number];

/** A value a page's statement binds, with the name of what it stands for (its shape). */
type Named = [name: string, value: unknown];

/**
 * A page as a compiled statement, or null when its free text can match nothing. Its SQL depends
 * only on its shape: the order, whether a text's page is read from its few matches, the row
 * count (written into the SQL, decision 460), and the names of the values `pageValues` lists
 * (whether an offset is among them, and with the filters' names whether the page is marked as
 * having one plan, `hasOnePlan`). Kysely builds and compiles it at the first request of
 * each shape (a quarter or more of this function's CPU), and the later ones reuse the SQL with
 * their own values (docs/decisions/395-orders-page-sql-per-shape.md, 410-text-page-sql-per-shape.md).
 */
function keptPageStatement(
  db: Kysely<Database>,
  filter: PageFilter,
  direction: 'asc' | 'desc',
): CompiledQuery<PageRow> | null {
  const named = pageValues(filter, onPostgres(db));
  const path = filter.text?.few ? 'few' : 'walk';
  const shape = `orders page ${direction} ${path} ${filter.take} ${named.map(([name]) => name).join(' ')}`;
  return keptStatement(
    db,
    shape,
    named.map(([, value]) => value),
    () => pageStatement(db, filter, direction),
  );
}

/**
 * The values of a page's statement, named, in the order Kysely binds them: the set filters' in
 * `whereOrderFilter`'s order (`shipped` as 1 or 0, the dates as the start of their India day),
 * the free text's (`textValues`), then the offset after the first page (the row count is written
 * into the SQL, so it is part of the shape).
 */
function pageValues(filter: PageFilter, postgres: boolean): Named[] {
  const { shipped, status, agentId, pincode, from, to, text, offset } = filter;
  const filters: Named[] = [
    ['shipped', shipped === undefined ? undefined : shipped ? 1 : 0],
    ['status', status],
    ['agentId', agentId],
    ['pincode', pincode],
    ['from', from === undefined ? undefined : indiaDayStart(from)],
    ['to', to === undefined ? undefined : indiaDayStart(to, 1)],
  ];
  const set = filters.filter(([, value]) => value !== undefined);
  const texts = text === undefined ? set : textValues(text, postgres, set);
  return offset === 0 ? texts : [...texts, ['offset', offset]];
}

/**
 * The values of a page's filters with a free text, in `pageOfOrders`' order. Few matches: the
 * order numbers' part and the customers' part, each under the other filters (`set`). Walked:
 * the other filters, the order number's range, then its customers (`ordersOf`).
 */
function textValues(text: TextLookup, postgres: boolean, set: Named[]): Named[] {
  const range: Named[] = orderNumberRange(text.q).map((value) => ['number', value]);
  if (!text.few) return [...set, ...range, ...ordersOfValues(text, postgres, 'walk')];
  const byCustomer = ordersOfValues(text, postgres, 'index');
  return [
    ...(couldStartOrderNumber(text.q) ? [...set, ...range] : []),
    ...(byCustomer.length > 0 ? [...set, ...byCustomer] : []),
  ];
}

/** Code-point order of two texts, as the databases' `order by id` gives it. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The page's orders, in order, or null when the text can match none. */
function pageOfOrders(db: Kysely<Database>, filter: PageFilter, direction: 'asc' | 'desc') {
  const { text, offset, take, ...others } = filter;
  const page = (query: SelectQueryBuilder<Database, 'orders', Order>) =>
    query.orderBy('orders.created_at', direction).orderBy('orders.id', direction);
  if (text === undefined || !text.few) {
    return rowsOf(
      page(whereOrderFilter(db, db.selectFrom('orders').select(orderColumns), filter)),
      {
        offset,
        take,
      },
    );
  }
  // A text matching few orders: its matches' ids and dates are sorted and cut to the page first
  // (from orders_user_id, which holds both, for a customer's orders), and only the page's rows
  // are read (docs/decisions/381-few-text-matches-page-first.md). Texts that no order number
  // begins with (names, most phone digits) skip the order numbers; one that matches both ways
  // takes each order once.
  const postgres = onPostgres(db);
  const matches = (condition: (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>) =>
    whereOrderFilter(
      db,
      db.selectFrom('orders').select(['orders.id', 'orders.created_at']),
      others,
    ).where(condition);
  const byNumber = couldStartOrderNumber(text.q)
    ? matches((eb) => orderNumberStarts(eb, 'orders', text.q, postgres))
    : null;
  const byCustomer =
    text.customerIds?.length === 0
      ? null
      : matches((eb) => eb.and(ordersOf(eb, 'orders', text, postgres)));
  const found = byNumber && byCustomer ? byNumber.union(byCustomer) : (byNumber ?? byCustomer);
  if (found === null) return null;
  const pageIds = rowsOf(
    db
      .selectFrom(found.as('matches'))
      .select('matches.id')
      .orderBy('matches.created_at', direction)
      .orderBy('matches.id', direction),
    { offset, take },
  );
  return page(db.selectFrom('orders').select(orderColumns).where('orders.id', 'in', pageIds));
}

/** The orders' columns the page reads, named (`ORDER_COLUMNS`): its statement is prepared. */
const orderColumns = ORDER_COLUMNS.map((column) => `orders.${column}` as const);

/**
 * `take` rows from `offset`: the row count written into the SQL and the offset left out on the
 * first page, so that a generic plan is costed for a page as the custom plans are
 * (docs/decisions/460-orders-page-named.md).
 */
function rowsOf<Q extends { limit(n: RawBuilder<number>): Q; offset(n: number): Q }>(
  query: Q,
  { offset, take }: { offset: number; take: number },
): Q {
  const limited = query.limit(sql.lit(take));
  return offset === 0 ? limited : limited.offset(offset);
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
