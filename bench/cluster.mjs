// Catalogue reads and order placement through nginx in front of 1, 2 and 4 server processes on
// PostgreSQL and Redis (docs/performance.md, "Through nginx"), and straight to one process for
// the proxy's cost. Orders as bench/orders.mjs places them: buyers with sessions, addresses and
// one-line carts written into the database, each ordering once with an Idempotency-Key, after a
// warm-up that is not counted; every order must be answered 201. Needs the build
// (npm run build), PostgreSQL, Redis and Debian's nginx. Alone:
//   node bench/cluster.mjs [--duration=10] [--buyers=2000]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { findNginx, startNginx } from '../scripts/cluster-nginx.mjs';
import { seed } from './orders.mjs';
import { DATA_DIR, freePort, startServer } from './server-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'haat_bench_cluster';
const duration = Number(
  process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10,
);
const buyers = Number(
  process.argv.find((arg) => arg.startsWith('--buyers='))?.split('=')[1] ?? 2000,
);
const ORDER_CONNECTIONS = 64;
const PRICE_PAISE = 49_900;
const PATHS = [
  '/api/all-products?limit=20',
  '/api/all-products?limit=20&page=2',
  '/api/todos',
  '/api/get-card-details',
];

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

function load(port) {
  let index = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: 32,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, path: PATHS[index++ % PATHS.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/**
 * Places one order for each of `sessions` at `base` with ORDER_CONNECTIONS requests in flight;
 * answers orders/s and the answers by status.
 */
async function placeOrders(base, sessions, origin) {
  const statuses = new Map();
  const latencies = [];
  let next = 0;
  async function worker() {
    while (next < sessions.length) {
      const { token, addressId } = sessions[next];
      next += 1;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/place-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          cookie: `sid=${token}`,
          'idempotency-key': `cluster-${token.slice(0, 16)}`,
        },
        body: JSON.stringify({
          orderDetails: { shippingAddress: addressId, totalAmount: PRICE_PAISE / 100 },
        }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: ORDER_CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  return {
    'orders/s': Math.round((statuses.get(201) ?? 0) / seconds),
    'order p50 ms': at(0.5),
    'order p99 ms': at(0.99),
    'order answers': JSON.stringify(Object.fromEntries(statuses)),
  };
}

/** Buyers of their own (and warm-up buyers) for one measured run, each on stock enough. */
async function ordersAt(url, base, origin, label) {
  const products = 20;
  const units = Math.ceil(buyers / products);
  const warmUp = await seed(url, {
    buyers: 300,
    category: `Warm-${label}`,
    productCount: 10,
    units: 30,
  });
  const measured = await seed(url, {
    buyers,
    category: `Bench-${label}`,
    productCount: products,
    units,
  });
  await placeOrders(base, warmUp, origin);
  return placeOrders(base, measured, origin);
}

const nginx = findNginx();
if (!nginx) {
  console.error("bench/cluster.mjs needs Debian's nginx (apt-get install nginx).");
  process.exit(1);
}
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.TRUST_PROXY = 'true';
const url = await freshDatabase();
const rows = [];
for (const processes of [1, 2, 4]) {
  const servers = [];
  // The shop's address is nginx's: the processes accept a change only from that origin.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The first one migrates and seeds the demo shop; the others find it done.
  servers.push(
    await startServer({ url, name: `cluster-${processes}-0`, seedDemo: true, publicUrl: origin }),
  );
  for (let i = 1; i < processes; i += 1) {
    servers.push(await startServer({ url, name: `cluster-${processes}-${i}`, publicUrl: origin }));
  }
  const proxy = await startNginx(nginx, {
    dir: path.join(DATA_DIR, 'nginx'),
    port,
    host: '127.0.0.1',
    upstreamPorts: servers.map((server) => server.port),
    webRoot: path.join(ROOT, 'apps/web/dist'),
  });
  if (processes === 1) {
    const direct = await load(servers[0].port);
    const orders = await ordersAt(url, servers[0].base, origin, 'direct');
    rows.push({ setup: '1 process, no proxy', ...figures(direct), ...orders });
  }
  const through = await load(port);
  const orders = await ordersAt(url, origin, origin, `nginx${processes}`);
  rows.push({
    setup: `nginx + ${processes} process${processes > 1 ? 'es' : ''}`,
    ...figures(through),
    ...orders,
  });
  await proxy.stop();
  for (const server of servers) await server.stop();
}

function figures(result) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.table(rows);
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench/results/cluster.json'),
  JSON.stringify({ at: new Date().toISOString(), duration, rows }, null, 2),
);
