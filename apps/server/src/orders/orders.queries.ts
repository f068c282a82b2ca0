import { sql } from 'kysely';
import { STOCK_COLUMNS, STOCK_COLUMN_NAMES } from '../catalog/size-stock.ts';
import type { Size } from '@haat/contracts';
import type { DbExecutor } from '../db/connect.ts';
import { insertShape, keptStatement } from '../db/kept-statements.ts';
import { ONE_PLAN_MARK, onePlan } from '../db/named-statements.ts';
import type { Address, NewOrder, NewOrderItem, Order, OrderItem } from '../db/schema.ts';

/** One page of the user's orders, newest first, with one row more to tell if more follow. */
export function selectOrdersPage(
  db: DbExecutor,
  userId: string,
  page: { page: number; limit: number },
): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit)
    .execute();
}

/** The lines of these orders, by order and then by id. */
/** What an order's answer shows of each of its lines (`toOrder`). */
export const ORDER_LINE_COLUMNS = [
  'order_id',
  'product_id',
  'name',
  'image_id',
  'size',
  'unit_price_paise',
  'quantity',
  'agent_commission_bp',
  'commission_paise',
] as const satisfies readonly (keyof OrderItem)[];

export type OrderLine = Pick<OrderItem, (typeof ORDER_LINE_COLUMNS)[number]>;

/**
 * The lines of these orders, by order. Only the columns an answer shows: better-sqlite3 builds an
 * object per row, and its cost grows with the columns read.
 */
export function selectItemsOf(db: DbExecutor, orderIds: readonly string[]): Promise<OrderLine[]> {
  return db
    .selectFrom('order_items')
    .select(ORDER_LINE_COLUMNS)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/**
 * An address's columns, named rather than `*` in the order's address read, which is prepared once
 * per connection on PostgreSQL. A column added to the table and not here fails to compile.
 */
const ADDRESS_COLUMNS = Object.keys({
  id: true,
  user_id: true,
  first_name: true,
  last_name: true,
  mobile_no: true,
  mobile_no2: true,
  house_no: true,
  street: true,
  city: true,
  state: true,
  pincode: true,
  is_primary: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof Address, true>) as (keyof Address)[];

/**
 * The user's address `addressId` with what cash on delivery needs to know of its pincode, in one
 * read: the pincode's row of the COD list (null columns when it has none) and whether a
 * courier list was imported (cod/cod.service.ts, codServesGiven).
 */
export async function selectOrderAddress(db: DbExecutor, userId: string, addressId: string) {
  // Every order reads it: its SQL is compiled once (db/kept-statements.ts). Its values in the
  // SQL's order: the list's `listed = 1`, then the address and the user.
  const statement = keptStatement(db, 'order address', [1, addressId, userId], () =>
    db
      .selectFrom('addresses')
      .leftJoin('cod_pincodes', 'cod_pincodes.pincode', 'addresses.pincode')
      .select(ADDRESS_COLUMNS.map((column) => `addresses.${column}` as const))
      .select((eb) => [
        'cod_pincodes.listed as cod_listed',
        'cod_pincodes.blocked as cod_blocked',
        eb
          .exists(
            eb
              .selectFrom('cod_pincodes as list')
              .select('list.pincode')
              .where('list.listed', '=', 1),
          )
          .as('cod_list_imported'),
      ])
      .where('addresses.id', '=', addressId)
      .where('addresses.user_id', '=', userId)
      // By the address's primary key: prepared once per connection on PostgreSQL.
      .modifyEnd(onePlan),
  );
  return (await db.executeQuery(statement)).rows[0];
}

export async function findOrderByKey(db: DbExecutor, userId: string, key: string) {
  // Every refused order with a key reads it: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'order by key', [userId, key], () =>
    db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key),
  );
  return (await db.executeQuery(statement)).rows[0];
}

/** SQLite: inserts the order (PostgreSQL numbers it as it inserts it, insertNumberedOrder). */
export async function insertOrder(db: DbExecutor, values: NewOrder): Promise<Order> {
  const build = () => db.insertInto('orders').values(values).returningAll();
  // Every order on SQLite runs it: the SQL is compiled once per set of columns
  // (db/kept-statements.ts).
  const kept = insertShape([values]);
  const { rows } = await db.executeQuery(
    kept ? keptStatement(db, `order ${kept.shape}`, kept.values, build) : build().compile(),
  );
  return rows[0]!;
}

export async function insertOrderItems(
  db: DbExecutor,
  items: readonly NewOrderItem[],
): Promise<OrderItem[]> {
  const build = () =>
    db
      .insertInto('order_items')
      .values([...items])
      .returningAll();
  // Every order on SQLite runs it: the SQL is compiled once per count of lines and set of
  // columns (db/kept-statements.ts).
  const kept = insertShape(items);
  const { rows } = await db.executeQuery(
    kept ? keptStatement(db, `order items ${kept.shape}`, kept.values, build) : build().compile(),
  );
  return rows;
}

/** Deletes the user's cart and answers its lines (the cart is read by deleting it). */
export async function takeCart(db: DbExecutor, userId: string) {
  // Every order runs it: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'take cart', [userId], () =>
    db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .returning(['product_id', 'size', 'quantity'])
      .modifyEnd(onePlan),
  );
  return (await db.executeQuery(statement)).rows;
}

/**
 * Takes `quantity` from the product's stock if it is enabled, in stock and has that many (of
 * `size`, for a line with a size), marking it out of stock when none remain; answers the
 * product's name, price, commission and first image, or undefined when it could not be taken.
 * One conditional UPDATE, so no concurrency oversells a product or a size; a line with a size
 * takes from that size and from the sum, a line without one only from a product without sizes
 * (docs/decisions/151-stock-per-size-columns.md).
 */
export async function takeStock(
  db: DbExecutor,
  productId: string,
  size: Size | '',
  quantity: number,
  now: string,
) {
  const column = size ? STOCK_COLUMNS[size] : null;
  // Every line of every order runs it: its SQL is compiled once per size's column
  // (db/kept-statements.ts). Its values in the SQL's order: the sets, the conditions, and the
  // first image's position.
  const values = column
    ? [quantity, quantity, quantity, now, productId, 0, 'In stock', quantity, quantity, 0]
    : [quantity, quantity, now, productId, 0, 'In stock', quantity, '[]', 0];
  const statement = keptStatement(db, `take stock ${column ?? ''}`, values, () =>
    db
      .updateTable('products')
      .set({
        inventory: sql<number>`inventory - ${quantity}`,
        ...(column ? { [column]: sql<number>`${sql.ref(column)} - ${quantity}` } : {}),
        availability: sql<
          'In stock' | 'Out of stock'
        >`case when inventory - ${quantity} <= 0 then 'Out of stock' else availability end`,
        updated_at: now,
      })
      .where('id', '=', productId)
      .where('disabled', '=', 0)
      .where('availability', '=', 'In stock')
      .where('inventory', '>=', quantity)
      .$if(column !== null, (qb) => qb.where(column!, '>=', quantity))
      .$if(column === null, (qb) => qb.where('sizes', '=', '[]'))
      .returning((eb) => [
        'name',
        'price_paise',
        'agent_commission_bp',
        eb
          .selectFrom('product_images')
          .select('image_id')
          .whereRef('product_images.product_id', '=', 'products.id')
          .where('product_images.position', '=', 0)
          .as('image_id'),
      ])
      // By the product's primary key: prepared once per connection on PostgreSQL.
      .modifyEnd(onePlan),
  );
  return (await db.executeQuery(statement)).rows[0];
}

/** What is left of the product, to say why its line could not be ordered. */
export async function selectStockState(db: DbExecutor, productId: string) {
  // Every line refused for its stock reads it: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'stock state', [productId], () =>
    db
      .selectFrom('products')
      .select(['name', 'inventory', 'disabled', 'availability', 'sizes', ...STOCK_COLUMN_NAMES])
      .where('id', '=', productId),
  );
  const row = (await db.executeQuery(statement)).rows[0];
  if (row === undefined) throw new Error(`no product ${productId}`);
  return row;
}

/** Makes `agentId` the user's agent if they have none; answers whether it did. */
export async function claimCustomer(
  db: DbExecutor,
  userId: string,
  agentId: string,
  now: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ agent_id: agentId, updated_at: now })
    .where('id', '=', userId)
    .where('agent_id', 'is', null)
    .returning('agent_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function selectAgentOf(db: DbExecutor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('agent_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.agent_id ?? null;
}

/**
 * SQLite: bumps the year's order counter and answers the new count (order-number.ts; PostgreSQL
 * counts by a sequence per year).
 */
export async function bumpOrderCounter(db: DbExecutor, year: number): Promise<number> {
  // Every order on SQLite runs it: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'bump order counter', [year, 1, 1], () =>
    db
      .insertInto('order_counters')
      .values({ year, last_number: 1 })
      .onConflict((oc) =>
        oc
          .column('year')
          .doUpdateSet((eb) => ({ last_number: eb('order_counters.last_number', '+', 1) })),
      )
      .returning('last_number'),
  );
  const { rows } = await db.executeQuery(statement);
  return rows[0]!.last_number;
}

/**
 * PostgreSQL: inserts the order, numbered from the year's sequence (`sequence`), its lines and
 * the agent's accrued commission (when there is one to accrue) in one statement, and answers
 * the order's row (docs/decisions/301-orders-at-the-database-pace.md). Taking the number locks
 * nothing (docs/decisions/337-order-numbers-from-a-sequence.md). `numberPrefix` is the number
 * before its count (`HT-26-`); the count is padded to six digits as formatOrderNumber does.
 */
/**
 * An order's columns, named rather than `*` in the statement that places it: that statement is
 * prepared once per connection on PostgreSQL, and a prepared statement's columns must not change.
 * A column added to the table and not here fails to compile.
 */
export const ORDER_COLUMNS = Object.keys({
  id: true,
  user_id: true,
  agent_id: true,
  shipping_method: true,
  shipping_address: true,
  total_paise: true,
  commission_paise: true,
  is_shipped: true,
  shipped_at: true,
  created_at: true,
  idempotency_key: true,
  order_number: true,
  status: true,
  courier: true,
  tracking_number: true,
  cash_collected_paise: true,
  invoice_number: true,
  invoice_date: true,
  invoice_seller: true,
  ship_pincode: true,
  placed_by: true,
} satisfies Record<keyof Order, true>) as (keyof Order)[];

/**
 * An order's columns out of a wider row (one with its lines or customer beside them), as an
 * object of its own shape: cheaper than `{ ...rest }`, which V8 copies key by key through its
 * runtime, and read faster by `toOrder` than the driver's row.
 */
export function orderOf(row: Order): Order {
  return {
    id: row.id,
    user_id: row.user_id,
    agent_id: row.agent_id,
    shipping_method: row.shipping_method,
    shipping_address: row.shipping_address,
    total_paise: row.total_paise,
    commission_paise: row.commission_paise,
    is_shipped: row.is_shipped,
    shipped_at: row.shipped_at,
    created_at: row.created_at,
    idempotency_key: row.idempotency_key,
    order_number: row.order_number,
    status: row.status,
    courier: row.courier,
    tracking_number: row.tracking_number,
    cash_collected_paise: row.cash_collected_paise,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    invoice_seller: row.invoice_seller,
    ship_pincode: row.ship_pincode,
    placed_by: row.placed_by,
  };
}

export async function insertNumberedOrder(
  db: DbExecutor,
  numbering: { sequence: string; numberPrefix: string },
  order: Omit<NewOrder, 'order_number'> & { id: string; created_at: string },
  items: readonly NewOrderItem[],
  ledgerId: string,
): Promise<Order> {
  const lines = JSON.stringify(items);
  // Every order on PostgreSQL runs it: its SQL is compiled once (db/kept-statements.ts). Its
  // values in the SQL's order.
  const values = [
    numbering.sequence,
    order.id,
    numbering.numberPrefix,
    order.user_id,
    order.agent_id ?? null,
    order.shipping_method,
    order.shipping_address,
    order.ship_pincode ?? null,
    order.total_paise,
    order.commission_paise,
    order.created_at,
    order.idempotency_key ?? null,
    order.placed_by ?? null,
    lines,
    ledgerId,
  ];
  const statement = keptStatement(db, 'numbered order', values, () =>
    sql<Order>`
    with counter as (
      select nextval(${numbering.sequence}::regclass) as last_number
    ), placed as (
      insert into orders (id, order_number, user_id, agent_id, shipping_method, shipping_address,
        ship_pincode, total_paise, commission_paise, created_at, idempotency_key, placed_by)
      select ${order.id}, ${numbering.numberPrefix} || case when last_number < 1000000
          then lpad(last_number::text, 6, '0') else last_number::text end,
        ${order.user_id}, ${order.agent_id ?? null}, ${order.shipping_method},
        ${order.shipping_address}, ${order.ship_pincode ?? null}, ${order.total_paise}::bigint,
        ${order.commission_paise}::bigint, ${order.created_at}, ${order.idempotency_key ?? null},
        ${order.placed_by ?? null}
      from counter
      returning ${sql.join(ORDER_COLUMNS.map((column) => sql.ref(column)))}
    ), lines as (
      insert into order_items (id, order_id, product_id, name, image_id, size, unit_price_paise,
        quantity, agent_commission_bp, commission_paise)
      select line.id, placed.id, line.product_id, line.name, line.image_id, line.size,
        line.unit_price_paise, line.quantity, line.agent_commission_bp, line.commission_paise
      from placed, json_to_recordset(${lines}::json) as line(id text, product_id text,
        name text, image_id text, size text, unit_price_paise bigint, quantity integer,
        agent_commission_bp integer, commission_paise bigint)
    ), accrued as (
      insert into commission_ledger (id, agent_id, order_id, kind, amount_paise, created_at)
      select ${ledgerId}, agent_id, id, 'accrued', commission_paise, created_at from placed
      where agent_id is not null and commission_paise > 0
      on conflict (order_id, kind) do nothing
    )
    select * from placed ${sql.raw(ONE_PLAN_MARK)}`.compile(db),
  );
  const { rows } = await db.executeQuery(statement);
  return rows[0]!;
}
