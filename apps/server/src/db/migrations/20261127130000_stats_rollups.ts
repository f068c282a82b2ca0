import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The dashboards' daily rollups (docs/decisions/256-stats-daily-rollups.md): four tables of
 * sums by India day, kept exact by triggers on `orders`, `order_items` and `order_events` in
 * the writing transaction itself (PostgreSQL: constraint triggers deferred to the commit, so
 * their row locks come last), then filled from the orders already there.
 * - stats_orders_daily: orders by the day they were placed, their present state and agent
 *   ('' for none): count, total, commission.
 * - stats_moves_daily: deliveries and returns by the day of the move and agent: counts and the
 *   cash of the deliveries (collected, else the total).
 * - stats_products_daily: lines of orders not cancelled, by the day placed, product and the
 *   line's name: lines, units, rupees.
 * - stats_pincodes_daily: by pincode of the address snapshot: orders not cancelled and their
 *   total by the day placed; deliveries and returns by the day of the move.
 * Frozen in time: nothing here imports application code (stats/rollups.ts rebuilds the same way).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The India day (YYYY-MM-DD) of an ISO UTC text, as stats.queries.ts computes it. */
const dayOf = (pg: boolean, column: string) =>
  pg
    ? `to_char((${column})::timestamp + interval '330 minutes', 'YYYY-MM-DD')`
    : `date(${column}, '+330 minutes')`;

/** The pincode of an address snapshot ('' without one). */
const pincodeOf = (pg: boolean, column: string) =>
  pg
    ? `coalesce((${column})::json ->> 'pincode', '')`
    : `coalesce(cast(json_extract(${column}, '$.pincode') as text), '')`;

const upsert = (table: string, keys: string[], sums: string[]) =>
  `on conflict (${keys.join(', ')}) do update set ` +
  sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');

const ORDERS = upsert(
  'stats_orders_daily',
  ['day', 'status', 'agent_key'],
  ['orders', 'total_paise', 'commission_paise'],
);
const MOVES = upsert(
  'stats_moves_daily',
  ['day', 'agent_key'],
  ['delivered', 'returned', 'delivered_paise'],
);
const PRODUCTS = upsert(
  'stats_products_daily',
  ['day', 'product_id', 'name'],
  ['lines', 'units', 'total_paise'],
);
const PINCODES = upsert(
  'stats_pincodes_daily',
  ['day', 'pincode'],
  ['orders', 'total_paise', 'delivered', 'returned'],
);

/** Each trigger's statements, on the row `NEW` (and `OLD`). */
function triggerBodies(pg: boolean) {
  const day = (column: string) => dayOf(pg, column);
  const pin = (column: string) => pincodeOf(pg, column);
  return {
    orderPlaced: [
      `insert into stats_orders_daily (day, status, agent_key, orders, total_paise, commission_paise)
       select ${day('NEW.created_at')}, NEW.status, coalesce(NEW.agent_id, ''), 1, NEW.total_paise, NEW.commission_paise
       where true ${ORDERS}`,
      `insert into stats_pincodes_daily (day, pincode, orders, total_paise, delivered, returned)
       select ${day('NEW.created_at')}, ${pin('NEW.shipping_address')}, 1, NEW.total_paise, 0, 0
       where NEW.status <> 'cancelled' ${PINCODES}`,
    ],
    // Both states' rows in one statement, in the states' order: two moves never wait on each
    // other's rows in opposite orders.
    orderMoved: [
      `insert into stats_orders_daily (day, status, agent_key, orders, total_paise, commission_paise)
       select ${day('NEW.created_at')}, state, coalesce(NEW.agent_id, ''), sign, sign * NEW.total_paise, sign * NEW.commission_paise
       from (select OLD.status as state, -1 as sign union all select NEW.status, 1) as change
       where true order by state ${ORDERS}`,
      `insert into stats_pincodes_daily (day, pincode, orders, total_paise, delivered, returned)
       select ${day('NEW.created_at')}, ${pin('NEW.shipping_address')}, sign, sign * NEW.total_paise, 0, 0
       from (select case when NEW.status = 'cancelled' then -1 else 1 end as sign) as change
       where (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') ${PINCODES}`,
      `insert into stats_products_daily (day, product_id, name, lines, units, total_paise)
       select ${day('NEW.created_at')}, product_id, name, sign * count(*), sign * sum(quantity), sign * sum(unit_price_paise * quantity)
       from order_items, (select case when NEW.status = 'cancelled' then -1 else 1 end as sign) as change
       where order_id = NEW.id and (OLD.status = 'cancelled') <> (NEW.status = 'cancelled')
       group by product_id, name, sign order by product_id, name ${PRODUCTS}`,
    ],
    // The cash of a delivery already recorded (a collected amount written after the move; the
    // move itself writes it before its event, which reads it).
    cashChanged: [
      `update stats_moves_daily set delivered_paise = delivered_paise
         + coalesce(NEW.cash_collected_paise, NEW.total_paise) - coalesce(OLD.cash_collected_paise, OLD.total_paise)
       where agent_key = coalesce(NEW.agent_id, '') and day in (
         select ${day('created_at')} from order_events where order_id = NEW.id and to_status = 'delivered')`,
    ],
    linePlaced: [
      `insert into stats_products_daily (day, product_id, name, lines, units, total_paise)
       select ${day('orders.created_at')}, NEW.product_id, NEW.name, 1, NEW.quantity, NEW.unit_price_paise * NEW.quantity
       from orders where orders.id = NEW.order_id and orders.status <> 'cancelled' ${PRODUCTS}`,
    ],
    eventRecorded: [
      `insert into stats_moves_daily (day, agent_key, delivered, returned, delivered_paise)
       select ${day('NEW.created_at')}, coalesce(orders.agent_id, ''),
         case when NEW.to_status = 'delivered' then 1 else 0 end,
         case when NEW.to_status = 'returned' then 1 else 0 end,
         case when NEW.to_status = 'delivered' then coalesce(orders.cash_collected_paise, orders.total_paise) else 0 end
       from orders where orders.id = NEW.order_id and NEW.to_status in ('delivered', 'returned') ${MOVES}`,
      `insert into stats_pincodes_daily (day, pincode, orders, total_paise, delivered, returned)
       select ${day('NEW.created_at')}, ${pin('orders.shipping_address')}, 0, 0,
         case when NEW.to_status = 'delivered' then 1 else 0 end,
         case when NEW.to_status = 'returned' then 1 else 0 end
       from orders where orders.id = NEW.order_id and NEW.to_status in ('delivered', 'returned') ${PINCODES}`,
    ],
  };
}

/** The four tables filled from the orders, their lines and their moves (empty tables). */
export function fillStatements(pg: boolean): string[] {
  const day = (column: string) => dayOf(pg, column);
  const pin = (column: string) => pincodeOf(pg, column);
  return [
    `insert into stats_orders_daily (day, status, agent_key, orders, total_paise, commission_paise)
     select ${day('created_at')}, status, coalesce(agent_id, ''), count(*), sum(total_paise), sum(commission_paise)
     from orders group by ${day('created_at')}, status, coalesce(agent_id, '')`,
    `insert into stats_moves_daily (day, agent_key, delivered, returned, delivered_paise)
     select ${day('order_events.created_at')}, coalesce(orders.agent_id, ''),
       sum(case when to_status = 'delivered' then 1 else 0 end),
       sum(case when to_status = 'returned' then 1 else 0 end),
       sum(case when to_status = 'delivered' then coalesce(orders.cash_collected_paise, orders.total_paise) else 0 end)
     from order_events join orders on orders.id = order_events.order_id
     where to_status in ('delivered', 'returned')
     group by ${day('order_events.created_at')}, coalesce(orders.agent_id, '')`,
    `insert into stats_products_daily (day, product_id, name, lines, units, total_paise)
     select ${day('orders.created_at')}, product_id, name, count(*), sum(quantity), sum(unit_price_paise * quantity)
     from order_items join orders on orders.id = order_items.order_id
     where orders.status <> 'cancelled'
     group by ${day('orders.created_at')}, product_id, name`,
    `insert into stats_pincodes_daily (day, pincode, orders, total_paise, delivered, returned)
     select day, pincode, sum(orders), sum(total_paise), sum(delivered), sum(returned) from (
       select ${day('created_at')} as day, ${pin('shipping_address')} as pincode, 1 as orders, total_paise, 0 as delivered, 0 as returned
       from orders where status <> 'cancelled'
       union all
       select ${day('order_events.created_at')}, ${pin('orders.shipping_address')}, 0, 0,
         case when to_status = 'delivered' then 1 else 0 end, case when to_status = 'returned' then 1 else 0 end
       from order_events join orders on orders.id = order_events.order_id
       where to_status in ('delivered', 'returned')
     ) as facts group by day, pincode`,
  ];
}

/**
 * `deferred`: on PostgreSQL the trigger runs at the commit, so the rollups' row locks are the
 * transaction's last (placing locks the stock before the order, cancelling the order before
 * the stock: rollup rows taken at once would let the two wait on each other). The cash
 * trigger runs at once, so that it sees only the deliveries recorded before it, as on SQLite.
 */
const TRIGGERS = [
  {
    name: 'stats_order_placed',
    table: 'orders',
    on: 'insert',
    body: 'orderPlaced',
    when: null,
    deferred: true,
  },
  {
    name: 'stats_order_moved',
    table: 'orders',
    on: 'update',
    body: 'orderMoved',
    when: 'status',
    deferred: true,
  },
  {
    name: 'stats_order_cash',
    table: 'orders',
    on: 'update',
    body: 'cashChanged',
    when: 'cash',
    deferred: false,
  },
  {
    name: 'stats_line_placed',
    table: 'order_items',
    on: 'insert',
    body: 'linePlaced',
    when: null,
    deferred: true,
  },
  {
    name: 'stats_event_recorded',
    table: 'order_events',
    on: 'insert',
    body: 'eventRecorded',
    when: null,
    deferred: true,
  },
] as const;

/** When an order's update concerns a trigger: its state, or the cash its delivery counts. */
function whenOf(pg: boolean, when: 'status' | 'cash' | null): string {
  if (when === null) return '';
  const differ = (a: string, b: string) => (pg ? `${a} is distinct from ${b}` : `${a} is not ${b}`);
  const condition =
    when === 'status'
      ? differ('OLD.status', 'NEW.status')
      : differ(
          'coalesce(OLD.cash_collected_paise, OLD.total_paise)',
          'coalesce(NEW.cash_collected_paise, NEW.total_paise)',
        );
  return pg ? `when (${condition})` : `when ${condition}`;
}

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const money = pg ? 'bigint' : 'integer';
  const tables: [string, string[], string[]][] = [
    [
      'stats_orders_daily',
      ['day', 'status', 'agent_key'],
      ['orders', 'total_paise', 'commission_paise'],
    ],
    ['stats_moves_daily', ['day', 'agent_key'], ['delivered', 'returned', 'delivered_paise']],
    ['stats_products_daily', ['day', 'product_id', 'name'], ['lines', 'units', 'total_paise']],
    [
      'stats_pincodes_daily',
      ['day', 'pincode'],
      ['orders', 'total_paise', 'delivered', 'returned'],
    ],
  ];
  for (const [table, keys, sums] of tables) {
    let create = db.schema.createTable(table);
    for (const key of keys) create = create.addColumn(key, 'text', (col) => col.notNull());
    for (const column of sums) {
      create = create.addColumn(column, money, (col) => col.notNull().defaultTo(0));
    }
    await create.addPrimaryKeyConstraint(`${table}_pk`, keys as never).execute();
  }
  // The agent's rows of a period.
  await db.schema
    .createIndex('stats_orders_daily_agent')
    .on('stats_orders_daily')
    .columns(['agent_key', 'day', 'status', 'orders', 'total_paise', 'commission_paise'])
    .execute();

  const bodies = triggerBodies(pg);
  for (const trigger of TRIGGERS) {
    const statements = bodies[trigger.body];
    const event = trigger.on === 'insert' ? 'insert' : 'update';
    if (pg) {
      await sql
        .raw(
          `create function ${trigger.name}() returns trigger language plpgsql as $$ begin
           ${statements.join(';\n')};
           return null; end $$`,
        )
        .execute(db);
      const kind = trigger.deferred ? 'constraint trigger' : 'trigger';
      const deferral = trigger.deferred ? 'deferrable initially deferred' : '';
      await sql
        .raw(
          `create ${kind} ${trigger.name} after ${event} on ${trigger.table}
           ${deferral} for each row ${whenOf(pg, trigger.when)} execute function ${trigger.name}()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger ${trigger.name} after ${event} on ${trigger.table} ${whenOf(pg, trigger.when)} begin
           ${statements.join(';\n')}; end`,
        )
        .execute(db);
    }
  }
  for (const statement of fillStatements(pg)) await sql.raw(statement).execute(db);
}

export async function down(db: Db): Promise<void> {
  const pg = isPostgres(db);
  for (const trigger of TRIGGERS) {
    if (pg) {
      await sql.raw(`drop trigger ${trigger.name} on ${trigger.table}`).execute(db);
      await sql.raw(`drop function ${trigger.name}()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    }
  }
  for (const table of [
    'stats_pincodes_daily',
    'stats_products_daily',
    'stats_moves_daily',
    'stats_orders_daily',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
