// The agents' lists under load (docs/architecture.md, "Performance budgets": admin and agent lists
// under 50 ms p99 with 100,000 orders and 10,000 customers, at 16 connections).
//
// For SQLite and PostgreSQL: a fresh database with 10,000 customers, of whom 1,000 belong to
// the measured agent (the rest to 9 other agents or to nobody), and 100,000 orders, ten per
// customer, so the agent's customers hold 10,000 of them. The built server runs on it and the
// agent's own session loads GET /api/agent-user (pages 1 to 5 of 20 customers) and
// GET /api/get-agent, then GET /api/check-permission (the same session read alone) as a
// reference for what the machine gives at that moment. Orders carry no lines: neither call
// reads them.
// Called by run.mjs, or alone:
//   node bench/agent-lists.mjs [--only=sqlite|postgres] [--duration=10] [--connections=16]
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DATA_DIR, DEFAULT_SERVER, startServer } from './server-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'haat_bench_agents';
const CUSTOMERS = 10_000;
const AGENT_CUSTOMERS = 1_000;
const ORDERS = 100_000;
const BUDGET_P99_MS = 50;

const uuid = () => crypto.randomUUID();

/** The rows: agents, customers and orders, with the measured agent's session token. */
function rows() {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const iso = (i) => new Date(start + i * 60_000).toISOString();
  const agents = Array.from({ length: 10 }, (_, i) => ({
    id: uuid(),
    first_name: 'Agent',
    last_name: String(i),
    email: `agent${i}@bench.test`,
    phone: null,
    password_hash: 'x',
    role: 'Agent',
    agent_id: null,
    email_verified_at: iso(0),
    created_at: iso(i),
    updated_at: iso(i),
  }));
  const agent = agents[0];
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    id: uuid(),
    first_name: 'Customer',
    last_name: String(i),
    email: i % 2 ? `customer${i}@bench.test` : null,
    phone: i % 2 ? null : String(9_000_000_000 + i),
    password_hash: 'x',
    role: 'Customer',
    // Every tenth customer is the measured agent's; the rest spread over others or nobody.
    agent_id: i % 10 === 0 ? agent.id : i % 10 === 9 ? null : agents[i % 10].id,
    email_verified_at: iso(0),
    created_at: iso(100 + i),
    updated_at: iso(100 + i),
  }));
  const address = JSON.stringify({
    firstName: 'Buyer',
    lastName: 'Bench',
    mobileNo: '9876543210',
    mobileNo2: null,
    houseNo: '1',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  const orders = Array.from({ length: ORDERS }, (_, i) => {
    const customer = customers[i % CUSTOMERS];
    const total = 10_000 + (i % 97) * 1_000;
    return {
      id: uuid(),
      user_id: customer.id,
      agent_id: customer.agent_id,
      shipping_method: 'Cash on delivery',
      shipping_address: address,
      total_paise: total,
      commission_paise: customer.agent_id ? Math.round(total / 10) : 0,
      is_shipped: 0,
      shipped_at: null,
      created_at: iso(20_000 + i),
      idempotency_key: null,
      // Unique, in the shop's shape (orders/order-number.ts); the year part marks bench rows.
      order_number: `HT-00-${String(i + 1).padStart(6, '0')}`,
    };
  });
  const token = crypto.randomBytes(32).toString('base64url');
  const session = {
    token_hash: crypto.createHash('sha256').update(token).digest('hex'),
    user_id: agent.id,
    created_at: new Date().toISOString(),
    last_seen_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  };
  return {
    agentId: agent.id,
    token,
    tables: { users: [...agents, ...customers], orders, sessions: [session] },
  };
}

async function freshDatabase(dialect) {
  if (dialect === 'sqlite') {
    const file = path.join(DATA_DIR, 'agent-lists.db');
    fs.mkdirSync(DATA_DIR, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    return `sqlite:${file}`;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

async function fill(dialect, url, tables) {
  const migrate = spawnSync('node', [path.join(ROOT, 'apps/server/dist/migrate.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrate.status !== 0) throw new Error(`migrating ${dialect} failed`);
  if (dialect === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length));
    db.transaction(() => {
      for (const [table, list] of Object.entries(tables)) {
        const columns = Object.keys(list[0]);
        const insert = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        for (const row of list) insert.run(row);
      }
    })();
    db.exec('ANALYZE');
    db.close();
    return;
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  for (const [table, list] of Object.entries(tables)) {
    const columns = Object.keys(list[0]).join(', ');
    for (let i = 0; i < list.length; i += 5_000) {
      await db.query(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${table}, $1)`,
        [JSON.stringify(list.slice(i, i + 5_000))],
      );
    }
  }
  // What autovacuum does to a live database soon after such a load: statistics, and the
  // visibility map that lets the covering indexes answer without reading the table.
  await db.query('VACUUM ANALYZE');
  await db.end();
}

function load(port, paths, cookie, { duration, connections }) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { cookie },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

export async function benchAgentLists({
  server = DEFAULT_SERVER,
  dialects = ['sqlite', 'postgres'],
  duration = 10,
  connections = 16,
  log = console.log,
} = {}) {
  const results = [];
  for (const dialect of dialects) {
    log(
      `\n== agent lists on ${dialect}: ${CUSTOMERS} customers (${AGENT_CUSTOMERS} of the agent), ${ORDERS} orders`,
    );
    const url = await freshDatabase(dialect);
    const data = rows();
    await fill(dialect, url, data.tables);
    const app = await startServer({ server, url, name: `agent-lists-${dialect}`, log });
    const cookie = `sid=${data.token}`;
    const calls = [
      {
        name: 'agent-user',
        paths: [1, 2, 3, 4, 5].map((page) => `/api/agent-user?page=${page}&limit=20`),
      },
      { name: 'get-agent', paths: [`/api/get-agent?id=${data.agentId}`] },
      // Reference, not budgeted: the same session read and nothing else, to tell what the
      // machine gives at the moment from what the lists cost.
      { name: 'check-permission (reference)', paths: ['/api/check-permission'], reference: true },
    ];
    try {
      for (const call of calls) {
        for (const p of call.paths) {
          const res = await fetch(`${app.base}${p}`, { headers: { cookie } });
          if (res.status !== 200)
            throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
        }
        await load(app.port, call.paths, cookie, { duration: 2, connections }); // warm-up
        const run = await load(app.port, call.paths, cookie, { duration, connections });
        const result = {
          dialect,
          call: call.name,
          requestsPerSecond: Math.round(run.requests.total / run.duration),
          p50Ms: run.latency.p50,
          p99Ms: run.latency.p99,
          errors: run.errors + run.timeouts + run.non2xx,
        };
        result.pass = call.reference
          ? result.errors === 0
          : result.p99Ms <= BUDGET_P99_MS && result.errors === 0;
        log(
          `  ${call.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
            ` at ${connections} connections ${call.reference ? '' : result.pass ? 'ok' : 'MISSES THE BUDGET'}`,
        );
        results.push(result);
      }
    } finally {
      await app.stop();
    }
  }
  return { budgetP99Ms: BUDGET_P99_MS, connections, results, pass: results.every((r) => r.pass) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? true];
    }),
  );
  const dialects = args.only ? [String(args.only)] : ['sqlite', 'postgres'];
  const outcome = await benchAgentLists({
    dialects,
    duration: Number(args.duration ?? 10),
    connections: Number(args.connections ?? 16),
  });
  if (!outcome.pass) process.exitCode = 1;
}
