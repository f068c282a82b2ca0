// Order placement under load on PostgreSQL (docs/architecture.md, "Performance budgets": at least
// 300 orders/s, never oversold), beside PostgreSQL's own pace: once the orders are placed and
// the server stopped, pgbench's TPC-B and -N run for as long as the orders did, and the order
// rate is reported as a ratio of TPC-B's tps (issue 26: at least 0.5).
//
// Builds a fresh database `haat_bench_orders`, starts the built server on it, and gives each
// of BUYERS customers a session, an address and a one-line cart of one unit of one of the
// PRODUCTS products. There is less stock than buyers on purpose: the run must end with exactly
// as many orders as there were units, every product at 0, and the rest refused with 409.
// Buyers order with CONNECTIONS requests in flight, after 1,000 warm-up orders of other
// products that are not counted. The CPU the server and PostgreSQL's backends spend per measured
// request (utime+stime from /proc) is reported beside the load average: the figure the
// machine's other load moves least. Called by run.mjs, or alone:
//   node bench/orders.mjs [--buyers=6000] [--connections=64] [--server=<a built main.js>]
//     [--no-pgbench] [--db=sqlite (the same run on a SQLite file, without pgbench)]
//     [--client=wrk|fetch (who asks: wrk, in C as pgbench is, when installed; else Node's fetch)]
// BENCH_ORDERS_DB and BENCH_PGBENCH_DB name other scratch databases (to run beside another bench).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pgbenchReference } from './bench-data.mjs';
import { hasWrk, wrkOrders } from './wrk.mjs';
import {
  DATA_DIR,
  backendsCpuMs,
  backendsCpuSpent,
  processCpuMs,
  startServer,
} from './server-process.mjs';

const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_ORDERS_DB ?? 'haat_bench_orders';
const PRODUCTS = 50;
const UNITS_PER_PRODUCT = 100;
const PRICE_PAISE = 49_900;
/** Orders placed before the measured run, of other products with stock enough for all. */
const WARM_UP_BUYERS = 1_000;

const uuid = () => crypto.randomUUID();
const iso = (ms = Date.now()) => new Date(ms).toISOString();

/** A fresh database for the run: PostgreSQL's DATABASE, or a new SQLite file of that name. */
async function freshDatabase(dialect) {
  if (dialect === 'sqlite') {
    const file = path.join(DATA_DIR, `${DATABASE}.db`);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    return `sqlite:${file}`;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/**
 * Buyers with sessions, addresses and carts, written straight into the migrated database: each
 * wants one unit of one of `productCount` products of the category `category`, which hold
 * `units` each.
 */
export async function seed(
  url,
  { buyers, category, productCount = PRODUCTS, units = UNITS_PER_PRODUCT },
) {
  if (url.startsWith('sqlite:')) return seedSqlite(url, { buyers, category, productCount, units });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const now = iso();
  const categoryId = uuid();
  await db.query(`INSERT INTO categories (id, name) VALUES ($1, $2)`, [categoryId, category]);
  const products = [];
  for (let i = 0; i < productCount; i += 1) {
    const id = uuid();
    products.push(id);
    await db.query(
      `INSERT INTO products (id, name, description, details, category_id, price_paise,
         agent_commission_bp, inventory, availability, created_at, updated_at)
       VALUES ($1, $2, 'Bench product', '', $3, $4, 500, $5, 'In stock', $6, $6)`,
      [id, `${category} product ${i}`, categoryId, PRICE_PAISE, units, now],
    );
  }
  const agentId = uuid();
  await db.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, role, email_verified_at)
     VALUES ($1, 'Bench', 'Agent', $3, 'x', 'Agent', $2)`,
    [agentId, now, `agent-${category.toLowerCase()}@bench.test`],
  );
  const sessions = [];
  const chunk = 500;
  for (let start = 0; start < buyers; start += chunk) {
    const users = [];
    const rows = { sessions: [], addresses: [], carts: [] };
    for (let i = start; i < Math.min(buyers, start + chunk); i += 1) {
      const id = uuid();
      const token = crypto.randomBytes(32).toString('base64url');
      const addressId = uuid();
      sessions.push({ token, addressId });
      users.push([id, `${category.toLowerCase()}${i}@bench.test`, i % 2 ? agentId : null]);
      rows.sessions.push([crypto.createHash('sha256').update(token).digest('hex'), id]);
      rows.addresses.push([addressId, id]);
      rows.carts.push([uuid(), id, products[i % productCount]]);
    }
    const expires = iso(Date.now() + 86_400_000);
    await db.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role, agent_id, email_verified_at)
       SELECT u.id, 'Buyer', 'Bench', u.email, 'x', 'Customer', u.agent, $2
       FROM json_to_recordset($1) AS u(id text, email text, agent text)`,
      [JSON.stringify(users.map(([id, email, agent]) => ({ id, email, agent }))), now],
    );
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at)
       SELECT s.h, s.u, $2 FROM json_to_recordset($1) AS s(h text, u text)`,
      [JSON.stringify(rows.sessions.map(([h, u]) => ({ h, u }))), expires],
    );
    await db.query(
      `INSERT INTO addresses (id, user_id, first_name, last_name, mobile_no, house_no, street,
         city, state, pincode, is_primary)
       SELECT a.id, a.u, 'Buyer', 'Bench', '9876543210', '1', 'MG Road', 'Pune', 'Maharashtra',
         '411001', 1 FROM json_to_recordset($1) AS a(id text, u text)`,
      [JSON.stringify(rows.addresses.map(([id, u]) => ({ id, u })))],
    );
    await db.query(
      `INSERT INTO cart_items (id, user_id, product_id, size, quantity)
       SELECT c.id, c.u, c.p, '', 1 FROM json_to_recordset($1) AS c(id text, u text, p text)`,
      [JSON.stringify(rows.carts.map(([id, u, p]) => ({ id, u, p })))],
    );
  }
  await db.end();
  return sessions;
}

/** seed's buyers, products and carts in a SQLite database, in one transaction. */
function seedSqlite(url, { buyers, category, productCount, units }) {
  const db = new SQLite(url.slice('sqlite:'.length));
  const now = iso();
  const expires = iso(Date.now() + 86_400_000);
  const sessions = [];
  db.transaction(() => {
    const categoryId = uuid();
    db.prepare('INSERT INTO categories (id, name) VALUES (?, ?)').run(categoryId, category);
    const product = db.prepare(
      `INSERT INTO products (id, name, description, details, category_id, price_paise,
         agent_commission_bp, inventory, availability, created_at, updated_at)
       VALUES (?, ?, 'Bench product', '', ?, ?, 500, ?, 'In stock', ?, ?)`,
    );
    const products = Array.from({ length: productCount }, (_, i) => {
      const id = uuid();
      product.run(id, `${category} product ${i}`, categoryId, PRICE_PAISE, units, now, now);
      return id;
    });
    const user = db.prepare(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role, agent_id, email_verified_at)
       VALUES (?, ?, 'Bench', ?, 'x', ?, ?, ?)`,
    );
    const agentId = uuid();
    user.run(agentId, 'Agent', `agent-${category.toLowerCase()}@bench.test`, 'Agent', null, now);
    const session = db.prepare(
      'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    );
    const address = db.prepare(
      `INSERT INTO addresses (id, user_id, first_name, last_name, mobile_no, house_no, street,
         city, state, pincode, is_primary)
       VALUES (?, ?, 'Buyer', 'Bench', '9876543210', '1', 'MG Road', 'Pune', 'Maharashtra', '411001', 1)`,
    );
    const cart = db.prepare(
      `INSERT INTO cart_items (id, user_id, product_id, size, quantity) VALUES (?, ?, ?, '', 1)`,
    );
    for (let i = 0; i < buyers; i += 1) {
      const id = uuid();
      const token = crypto.randomBytes(32).toString('base64url');
      const addressId = uuid();
      sessions.push({ token, addressId });
      user.run(
        id,
        'Buyer',
        `${category.toLowerCase()}${i}@bench.test`,
        'Customer',
        i % 2 ? agentId : null,
        now,
      );
      session.run(crypto.createHash('sha256').update(token).digest('hex'), id, expires);
      address.run(addressId, id);
      cart.run(uuid(), id, products[i % productCount]);
    }
  })();
  db.close();
  return sessions;
}

/** The stock and ordered units of the measured products (not the warm-up's). */
async function stockAfter(url) {
  if (url.startsWith('sqlite:')) {
    const db = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    const bench = `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.name = 'Bench'`;
    const stock = db
      .prepare(
        `SELECT sum(inventory) AS units, min(inventory) AS lowest,
           count(*) FILTER (WHERE availability = 'Out of stock') AS sold_out FROM products
         WHERE id IN (${bench})`,
      )
      .get();
    const ordered = db
      .prepare(
        `SELECT count(DISTINCT order_id) AS orders, coalesce(sum(quantity), 0) AS units
         FROM order_items WHERE product_id IN (${bench})`,
      )
      .get();
    db.close();
    return { ...stock, orders: ordered.orders, orderedUnits: ordered.units };
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const bench = `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.name = 'Bench'`;
  const stock = await db.query(
    `SELECT sum(inventory)::int AS units, min(inventory)::int AS lowest,
       count(*) FILTER (WHERE availability = 'Out of stock')::int AS sold_out FROM products
     WHERE id IN (${bench})`,
  );
  const ordered = await db.query(
    `SELECT count(DISTINCT order_id)::int AS orders, coalesce(sum(quantity), 0)::int AS units
     FROM order_items WHERE product_id IN (${bench})`,
  );
  await db.end();
  return { ...stock.rows[0], orders: ordered.rows[0].orders, orderedUnits: ordered.rows[0].units };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The goal of issue 26: orders/s at least half of pgbench's TPC-B tps on the same machine. */
const PGBENCH_RATIO_GOAL = 0.5;

export async function benchOrders({
  buyers = 6000,
  connections = 64,
  server,
  log = console.log,
  pgbench = true,
  dialect = 'postgres',
  client = hasWrk() ? 'wrk' : 'fetch',
}) {
  const result = await placeOrders({ buyers, connections, server, log, dialect, client });
  if (!pgbench || dialect !== 'postgres') return result;
  const reference = await pgbenchReference({
    seconds: Math.max(1, Math.round(result.seconds)),
    clients: connections,
    log,
  });
  if (!reference) return result;
  const ratio = Number((result.ordersPerSecond / reference.tpcb).toFixed(2));
  log(
    `Orders ÷ pgbench TPC-B: ${result.ordersPerSecond} / ${reference.tpcb} = ${ratio} ` +
      `(goal ≥ ${PGBENCH_RATIO_GOAL}); ÷ -N: ${(result.ordersPerSecond / reference.simpleUpdate).toFixed(2)}`,
  );
  return { ...result, pgbench: reference, ratioToTpcb: ratio };
}

async function placeOrders({ buyers, connections, server, log, dialect, client }) {
  const url = await freshDatabase(dialect);
  const app = await startServer({ server, url, name: 'orders', log });
  try {
    log(
      `Orders: seeding ${buyers} buyers with one-line carts, ${PRODUCTS * UNITS_PER_PRODUCT} units in stock…`,
    );
    const warmUp = await seed(url, { buyers: WARM_UP_BUYERS, category: 'Warm-up', units: 100 });
    const sessions = await seed(url, { buyers, category: 'Bench' });
    const latencies = [];
    const statuses = new Map();
    /** Places the orders of `buyers` with `connections` requests in flight. */
    async function placeAll(buyers, onAnswer) {
      let next = 0;
      async function worker() {
        while (next < buyers.length) {
          const { token, addressId } = buyers[next];
          next += 1;
          const t0 = performance.now();
          const res = await fetch(`${app.base}/api/place-order`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: app.base,
              cookie: `sid=${token}`,
              'idempotency-key': `bench-${token.slice(0, 16)}`,
            },
            body: JSON.stringify({
              orderDetails: { shippingAddress: addressId, totalAmount: PRICE_PAISE / 100 },
            }),
          });
          await res.arrayBuffer();
          onAnswer(res.status, performance.now() - t0);
        }
      }
      await Promise.all(Array.from({ length: connections }, worker));
    }
    /**
     * The buyers' orders from wrk, a load generator in C as pgbench is (decision 493): the
     * fetch loop above costs the machine about 0.7 ms of CPU an order, most of a third of what
     * the server itself spends. Answers its seconds and fills `onDone`'s statuses and p50/p99.
     */
    const placeAllByWrk = (buyers) =>
      wrkOrders({
        port: app.port,
        origin: app.base,
        buyers,
        connections,
        totalAmount: PRICE_PAISE / 100,
      });
    log(`Orders: the buyers ask from ${client === 'wrk' ? 'wrk' : "Node's fetch"}.`);
    // A just-started server has not compiled its hot paths yet: a few hundred orders of other
    // products first, not counted.
    if (client === 'wrk') await placeAllByWrk(warmUp);
    else await placeAll(warmUp, () => {});
    // The CPU the server and (on PostgreSQL) the database's backends spend on the measured
    // requests: per request, the figure the machine's other load moves least.
    const postgres = dialect === 'postgres';
    const serverCpu = processCpuMs(app.pid);
    const backendsCpu = postgres ? backendsCpuMs(DATABASE) : null;
    const started = performance.now();
    let seconds;
    let byWrk = null;
    if (client === 'wrk') {
      byWrk = await placeAllByWrk(sessions);
      seconds = byWrk.seconds;
      for (const [status, count] of Object.entries(byWrk.statuses)) {
        statuses.set(Number(status), count);
      }
    } else {
      await placeAll(sessions, (status, ms) => {
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      seconds = (performance.now() - started) / 1000;
    }
    const serverCpuMs = processCpuMs(app.pid) - serverCpu;
    const backendsCpuMsSpent = postgres
      ? backendsCpuSpent(backendsCpu, backendsCpuMs(DATABASE))
      : 0;
    const loadAverage = os.loadavg()[0];
    latencies.sort((a, b) => a - b);
    const placed = statuses.get(201) ?? 0;
    const stock = await stockAfter(url);
    const units = PRODUCTS * UNITS_PER_PRODUCT;
    const noOversell =
      stock.lowest === 0 &&
      stock.units === 0 &&
      placed === units &&
      stock.orderedUnits === units &&
      stock.sold_out === PRODUCTS;
    const result = {
      buyers,
      connections,
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Math.round(placed / seconds),
      requestsPerSecond: Math.round(buyers / seconds),
      client,
      p50Ms: Math.round(byWrk ? byWrk.p50Ms : percentile(latencies, 50)),
      p99Ms: Math.round(byWrk ? byWrk.p99Ms : percentile(latencies, 99)),
      serverCpuMsPerRequest: Number((serverCpuMs / buyers).toFixed(3)),
      serverCpuMsPerOrder: Number((serverCpuMs / Math.max(1, placed)).toFixed(3)),
      ...(postgres
        ? { backendsCpuMsPerRequest: Number((backendsCpuMsSpent / buyers).toFixed(3)) }
        : {}),
      loadAverage: Number(loadAverage.toFixed(2)),
      statuses: Object.fromEntries(statuses),
      stock,
      noOversell,
      pass: noOversell && placed / seconds >= 300,
    };
    log(
      `Orders on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${result.ordersPerSecond} orders/s (${result.requestsPerSecond} requests/s), ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; answers ${JSON.stringify(result.statuses)}; ` +
        `stock left ${stock.units}, lowest ${stock.lowest}, units ordered ${stock.orderedUnits} of ${units}: ` +
        `${noOversell ? 'no oversell' : 'OVERSOLD OR UNDERSOLD'} → ${result.pass ? 'pass' : 'MISS'}`,
    );
    log(
      `CPU per request (${buyers} requests, ${placed} orders): server ${result.serverCpuMsPerRequest} ms` +
        (postgres ? `, PostgreSQL backends ${result.backendsCpuMsPerRequest} ms` : '') +
        `; server per order ${result.serverCpuMsPerOrder} ms; load average ${result.loadAverage}`,
    );
    return result;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
  );
  const result = await benchOrders({
    ...(args.server ? { server: path.resolve(args.server) } : {}),
    buyers: Number(args.buyers ?? 6000),
    connections: Number(args.connections ?? 64),
    pgbench: !('no-pgbench' in args),
    dialect: args.db === 'sqlite' ? 'sqlite' : 'postgres',
    ...(args.client ? { client: args.client } : {}),
  });
  process.exit(result.pass ? 0 : 1);
}
