// Catalogue reads through nginx in front of 1, 2 and 4 server processes on PostgreSQL and Redis
// (docs/performance.md, "Through nginx"), and straight to one process for the proxy's cost.
// Needs the build (npm run build), PostgreSQL, Redis and Debian's nginx. Alone:
//   node bench/cluster.mjs [--duration=10]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { findNginx, startNginx } from '../scripts/cluster-nginx.mjs';
import { DATA_DIR, freePort, startServer } from './server-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'haat_bench_cluster';
const duration = Number(
  process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10,
);
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
  // The first one migrates and seeds the demo shop; the others find it done.
  servers.push(await startServer({ url, name: `cluster-${processes}-0`, seedDemo: true }));
  for (let i = 1; i < processes; i += 1) {
    servers.push(await startServer({ url, name: `cluster-${processes}-${i}` }));
  }
  const port = await freePort();
  const proxy = await startNginx(nginx, {
    dir: path.join(DATA_DIR, 'nginx'),
    port,
    host: '127.0.0.1',
    upstreamPorts: servers.map((server) => server.port),
    webRoot: path.join(ROOT, 'apps/web/dist'),
  });
  if (processes === 1) {
    const direct = await load(servers[0].port);
    rows.push({ setup: '1 process, no proxy', ...figures(direct) });
  }
  const through = await load(port);
  rows.push({
    setup: `nginx + ${processes} process${processes > 1 ? 'es' : ''}`,
    ...figures(through),
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
