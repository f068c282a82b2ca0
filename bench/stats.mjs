// The dashboards' figures under load (docs/architecture.md, "Performance budgets"; issue 25):
// 100,000 orders over a year with their moves and commission rows; GET /api/admin-stats for
// 30-day periods at 16 connections (p99 ≤ 100 ms) and for 365 days (p99 ≤ 300 ms), and
// GET /api/agent-stats for 30 days, signed in as the Admin and as an agent, on SQLite and on
// PostgreSQL (when it answers). The figures are read from daily rollups, which the triggers
// fill as the orders are written (docs/decisions/256-stats-daily-rollups.md).
//
// Builds its own databases (bench/.data/stats.db and haat_bench_stats) once and reuses them;
// --fresh rebuilds. Called by run.mjs, or alone:
//   node bench/stats.mjs [--only=sqlite|postgres] [--duration=10] [--fresh]
import crypto from 'node:crypto';
import {
  benchDatabases,
  load,
  prepareDatabase,
  random,
  runWhenMain,
  uuidFrom,
} from './bench-data.mjs';
import { DEFAULT_SERVER, startServer } from './server-process.mjs';

/** BENCH_STATS_PG_DATABASE names another database, so that two checkouts' benches never share one. */
const PG_DATABASE = process.env.BENCH_STATS_PG_DATABASE ?? 'haat_bench_stats';
const CUSTOMERS = 10_000;
const AGENTS = 50;
const ORDERS = 100_000;
const PRODUCTS = 500;
const PINCODES = 2_000;
const CONNECTIONS = 16;
/** The year the orders cover, in UTC; the periods asked are India days inside it. */
const START = Date.parse('2025-11-26T00:00:00.000Z');
const END = Date.parse('2026-11-26T00:00:00.000Z');
const BUDGET = { p99Ms30: 100, p99Ms365: 300 };

const iso = (ms) => new Date(ms).toISOString();
const HOUR = 3_600_000;

function user(id, role, i, when, agentId = null) {
  return {
    id,
    first_name: `${role}${i}`,
    last_name: 'Bench',
    email: `${role.toLowerCase()}${i}@bench.test`,
    phone: null,
    password_hash: 'x',
    role,
    agent_id: agentId,
    email_verified_at: when,
    created_at: when,
    updated_at: when,
  };
}

function session(userId, token) {
  const now = new Date().toISOString();
  return {
    token_hash: crypto.createHash('sha256').update(token).digest('hex'),
    id: crypto.randomUUID(),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
  };
}

/** The shop: the Admin, agents, customers, products, a year of orders, moves and ledger rows. */
function shop() {
  const rand = random(2025);
  const id = () => uuidFrom(rand);
  const first = iso(START - 400 * 24 * HOUR);
  const admin = user(id(), 'Admin', 0, first);
  const agents = Array.from({ length: AGENTS }, (_, i) => user(id(), 'Agent', i, first));
  const customers = Array.from({ length: CUSTOMERS }, (_, i) =>
    user(id(), 'Customer', i, first, i % 2 === 0 ? agents[i % AGENTS].id : null),
  );
  const categoryId = id();
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: id(),
    name: `Bench product ${i}`,
    description: 'Bench',
    details: '',
    category_id: categoryId,
    price_paise: 20_000 + (i % 50) * 5_000,
    agent_commission_bp: 500 + (i % 10) * 100,
    inventory: i % 25,
    availability: 'In stock',
    created_at: first,
    updated_at: first,
  }));
  const orders = [];
  const items = [];
  const events = [];
  const ledger = [];
  const step = (END - START) / ORDERS;
  for (let i = 0; i < ORDERS; i += 1) {
    const customer = customers[Math.floor(rand() * CUSTOMERS)];
    const placed = START + Math.floor(i * step + rand() * step);
    const orderId = id();
    let total = 0;
    let commission = 0;
    const lines = 1 + Math.floor(rand() * 3);
    for (let l = 0; l < lines; l += 1) {
      const product = products[Math.floor(rand() * PRODUCTS)];
      const quantity = 1 + Math.floor(rand() * 2);
      const lineCommission = customer.agent_id
        ? Math.round((product.price_paise * product.agent_commission_bp * quantity) / 10_000)
        : 0;
      total += product.price_paise * quantity;
      commission += lineCommission;
      items.push({
        id: id(),
        order_id: orderId,
        product_id: product.id,
        name: product.name,
        image_id: null,
        size: '',
        unit_price_paise: product.price_paise,
        quantity,
        agent_commission_bp: product.agent_commission_bp,
        commission_paise: lineCommission,
      });
    }
    // Its life: cancelled early, or confirmed, shipped and then delivered or returned (days
    // later), unless that is still in the future at the end of the year.
    const path = ['placed'];
    const roll = rand();
    if (roll < 0.08) path.push('cancelled');
    else {
      path.push('confirmed', 'shipped');
      path.push(roll < 0.25 ? 'returned' : 'delivered');
    }
    let status = 'placed';
    let shippedAt = null;
    let at = placed;
    for (const to of path.slice(1)) {
      at += (6 + rand() * 40) * HOUR;
      if (at >= END) break;
      events.push({
        id: id(),
        order_id: orderId,
        actor_id: admin.id,
        from_status: status,
        to_status: to,
        note: null,
        created_at: iso(at),
      });
      status = to;
      if (to === 'shipped') shippedAt = iso(at);
      if (
        customer.agent_id &&
        commission > 0 &&
        ['delivered', 'returned', 'cancelled'].includes(to)
      ) {
        ledger.push({
          id: id(),
          agent_id: customer.agent_id,
          order_id: orderId,
          kind: to === 'delivered' ? 'earned' : 'reversed',
          amount_paise: commission,
          created_at: iso(at),
        });
      }
    }
    if (customer.agent_id && commission > 0) {
      ledger.push({
        id: id(),
        agent_id: customer.agent_id,
        order_id: orderId,
        kind: 'accrued',
        amount_paise: commission,
        created_at: iso(placed),
      });
    }
    const shipped = shippedAt !== null;
    orders.push({
      id: orderId,
      order_number: `HT-00-${String(i + 1).padStart(6, '0')}`,
      user_id: customer.id,
      agent_id: customer.agent_id,
      shipping_method: 'Cash on delivery',
      shipping_address: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Customer',
        mobileNo: '9876501234',
        mobileNo2: null,
        houseNo: `House ${i % 500}`,
        street: 'MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: String(110_001 + Math.floor(rand() * PINCODES) * 37),
      }),
      total_paise: total,
      commission_paise: commission,
      is_shipped: shipped ? 1 : 0,
      shipped_at: shippedAt,
      status,
      courier: shipped ? 'India Post' : null,
      tracking_number: shipped ? `EE${i}IN` : null,
      cash_collected_paise: status === 'delivered' ? total : null,
      created_at: iso(placed),
      idempotency_key: null,
    });
  }
  const adminToken = crypto.randomBytes(32).toString('base64url');
  const agentToken = crypto.randomBytes(32).toString('base64url');
  return {
    tokens: { admin: adminToken, agent: agentToken },
    tables: [
      ['users', [admin, ...agents, ...customers]],
      ['sessions', [session(admin.id, adminToken), session(agents[0].id, agentToken)]],
      ['categories', [{ id: categoryId, name: 'Bench', created_at: first, updated_at: first }]],
      ['products', products],
      ['orders', orders],
      ['order_items', items],
      ['order_events', events],
      ['commission_ledger', ledger],
    ],
  };
}

const DAY = 24 * HOUR;
const day = (ms) => iso(ms).slice(0, 10);
/** Twelve 30-day periods ending on different days of the year. */
const PERIODS_30 = Array.from({ length: 12 }, (_, i) => {
  const to = END - (1 + i * 29) * DAY;
  return { from: day(to - 29 * DAY), to: day(to) };
});
const PERIOD_365 = { from: day(START), to: day(END - DAY) };
const q = (period) => new URLSearchParams(period).toString();

/** Periods no request asked before, so that no remembered answer serves them (decision 255). */
const unseen30 = (i) => {
  const to = END - (40 + i) * DAY;
  return { from: day(to - 29 * DAY), to: day(to) };
};
const unseen365 = (i) => ({ from: day(START + (i + 1) * DAY), to: day(START + (i + 365) * DAY) });

const SCENARIOS = [
  {
    name: 'admin-stats, 30 days',
    who: 'admin',
    budget: BUDGET.p99Ms30,
    paths: PERIODS_30.map((period) => `/api/admin-stats?${q(period)}`),
    unseen: (i) => `/api/admin-stats?${q(unseen30(i))}`,
  },
  {
    name: 'admin-stats, 365 days',
    who: 'admin',
    budget: BUDGET.p99Ms365,
    paths: [`/api/admin-stats?${q(PERIOD_365)}`],
    unseen: (i) => `/api/admin-stats?${q(unseen365(i))}`,
  },
  {
    name: 'agent-stats, 30 days',
    who: 'agent',
    budget: BUDGET.p99Ms30,
    paths: PERIODS_30.map((period) => `/api/agent-stats?${q(period)}`),
    unseen: (i) => `/api/agent-stats?${q(unseen30(i))}`,
  },
];

/**
 * One request at a time, each for a period never asked before: what an answer costs when it is
 * summed, without the queue of 16 connections and without the remembered answers. Median and
 * worst of `times`.
 */
async function single(base, cookie, unseen, times = 15) {
  const took = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${unseen(i)}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${unseen(i)} answered ${res.status}`);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return { medianMs: round(took[Math.floor(took.length / 2)]), worstMs: round(took.at(-1)) };
}

export async function benchStats({
  server = DEFAULT_SERVER,
  only,
  duration = 10,
  fresh = false,
  log = console.log,
} = {}) {
  const dialects = await benchDatabases({ only, sqliteFile: 'stats.db', pgDatabase: PG_DATABASE });
  const runs = [];
  for (const dialect of dialects) {
    log(`\n== dashboard stats on ${dialect.name}`);
    const tokens = await prepareDatabase(dialect.name, dialect.url, {
      name: 'stats',
      pgDatabase: PG_DATABASE,
      fresh,
      log,
      describe: `${ORDERS} orders over a year`,
      build: shop,
    });
    const app = await startServer({ server, url: dialect.url, name: `stats-${dialect.name}`, log });
    try {
      for (const scenario of SCENARIOS) {
        const cookie = `sid=${tokens[scenario.who]}`;
        for (const p of scenario.paths) {
          const res = await fetch(`${app.base}${p}`, { headers: { cookie } });
          if (res.status !== 200)
            throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
        }
        const first = await single(app.base, cookie, scenario.unseen);
        await load(app.port, cookie, scenario.paths, 2, CONNECTIONS); // warm-up
        const result = await load(app.port, cookie, scenario.paths, duration, CONNECTIONS);
        const run = {
          dialect: dialect.name,
          scenario: scenario.name,
          firstAnswerMedianMs: first.medianMs,
          firstAnswerWorstMs: first.worstMs,
          requestsPerSecond: Math.round(result.requests.total / result.duration),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          budgetP99Ms: scenario.budget,
          errors: result.errors + result.timeouts + result.non2xx,
        };
        run.pass = run.p99Ms <= scenario.budget && run.errors === 0;
        log(
          `  ${scenario.name}: first answers one at a time median ${first.medianMs} ms, worst ${first.worstMs} ms; ` +
            `at ${CONNECTIONS} connections ` +
            `${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms` +
            `${run.errors ? `, ${run.errors} errors` : ''} ${run.pass ? 'ok' : 'MISSES THE BUDGET'}`,
        );
        runs.push(run);
      }
    } finally {
      await app.stop();
    }
  }
  return {
    orders: ORDERS,
    connections: CONNECTIONS,
    durationSeconds: duration,
    runs,
    pass: runs.every((run) => run.pass),
  };
}

runWhenMain(import.meta.url, benchStats);
