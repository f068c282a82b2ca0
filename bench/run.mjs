// npm run bench: the performance budgets of docs/architecture.md, "Performance budgets", for the
// catalogue.
//
// For SQLite and PostgreSQL (when it answers): builds a 100,000-product catalogue (once; kept
// under bench/.data and in the database haat_bench), starts the built server against it and
// loads four calls with autocannon — listing, search, product page, related products — each
// beside a bare node:http server answering the same bytes from memory. Prints requests/s,
// p99 latency and the ratio, and writes bench/results/latest.json.
//
// The budget is judged on what visitors get: the catalogue's reads are answered from a
// five-second response cache, and each run cycles through a few dozen different URLs. A
// second run of each call adds a unique, ignored query parameter to every request, so that
// none is answered from the cache: its figures (the "miss path") show what the queries cost.
// The rendered pages are run twice: asked without Accept-Encoding, as before, and as a browser
// asks them (`rendered … br`, Accept-Encoding: br; the bare server sends the same brotli bytes).
//
// Orders (bench/orders.mjs) are placed on PostgreSQL beside pgbench's TPC-B and -N for as long as
// the orders took, and reported as a ratio of TPC-B's tps (issue 26).
//
// The web part (bench/web.mjs) runs Lighthouse 12 in mobile mode against the built shop.
//
// --only=cluster runs bench/cluster.mjs instead: catalogue reads and orders through nginx with
// 1, 2 and 4 processes on PostgreSQL and Redis. --only=import runs bench/import.mjs instead (also
// `npm run bench:import`): one timed catalogue import of 5,000 rows with pictures; it is not in
// the default run, whose figures are throughput under load, not one request's time.
// Options: --only=sqlite|postgres|web|cluster|import  --duration=<seconds per run, default 10>
//          --connections=<default 64>  --fresh (regenerate the data)  --no-build
//          --server=<another built main.js to measure, e.g. an experiment>
//          --catalogue (the catalogue's reads and rendered pages only, for paired experiments)
//          --calls=search,listing (only these catalogue calls, by name)  --miss-only (only the
//          miss-path runs: no bare server, no cached runs)
//          --sqlite-db=<file, default bench/.data/bench.db>  --pg-database=<default haat_bench>
//          (separate databases for an old and a new build when the new one adds migrations)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { generate } from './generate.mjs';
import { benchAdminLists } from './admin-lists.mjs';
import { PG_ADMIN_URL, postgresAnswers } from './bench-data.mjs';
import { benchAgentLists } from './agent-lists.mjs';
import { benchStats } from './stats.mjs';
import { benchOrders } from './orders.mjs';
import { benchWeb } from './web.mjs';
import { hasWrk, wrkLoad } from './wrk.mjs';
import { DATA_DIR, DEFAULT_SERVER, freePort, startServer } from './server-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = 100_000;
const BUDGET = { ratio: 0.5, p99Ms: 50 };
/** A rendered page: its cached throughput as the API's, and a render's p99 (a miss). */
const PAGE_BUDGET = { ratio: 0.5, missP99Ms: 100 };

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const DURATION = Number(args.duration ?? 10);
/** Only the catalogue's reads and pages: no orders, web, lists or stats runs. */
const CATALOGUE_ONLY = Boolean(args.catalogue);
const SERVER = args.server ? path.resolve(String(args.server)) : DEFAULT_SERVER;
/** An experiment's figures go beside latest.json, never over it. */
const RESULTS = path.join(
  ROOT,
  'bench/results',
  SERVER === DEFAULT_SERVER ? 'latest.json' : `${path.basename(SERVER, '.js')}.json`,
);
const CONNECTIONS = Number(args.connections ?? 64);
const PG_DATABASE = String(args['pg-database'] ?? 'haat_bench');
if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE)) throw new Error(`--pg-database: ${PG_DATABASE}?`);
const SQLITE_FILE = args['sqlite-db']
  ? path.resolve(String(args['sqlite-db']))
  : path.join(DATA_DIR, 'bench.db');
/** Only the catalogue calls named here (scenario names), or all. */
const CALLS = args.calls ? String(args.calls).split(',') : null;
const MISS_ONLY = Boolean(args['miss-only']);
/**
 * The load of the cached runs, app and bare server alike: autocannon, or wrk with `--load=wrk`
 * (measured and not kept as the default: docs/decisions/492-wrk-asks-as-pgbench-does.md).
 */
const CACHED_LOAD = String(args.load ?? 'autocannon');
if (CACHED_LOAD === 'wrk' && !hasWrk()) throw new Error('--load=wrk: wrk is not installed');
if (!['wrk', 'autocannon'].includes(CACHED_LOAD)) throw new Error(`--load: ${CACHED_LOAD}?`);
const log = (line) => console.log(line);
/** The query parameter that makes every request of a miss-path run a different URL. */
const MISS_PARAM = '_bench_miss';

async function main() {
  const [load1] = os.loadavg();
  log(`Load average before the runs: ${load1.toFixed(2)} on ${os.cpus().length} CPUs.`);
  log(`Cached runs loaded by ${CACHED_LOAD}; misses by autocannon.`);
  if (load1 > 1) log('Warning: other work is running; the figures will be lower than they should.');

  if (!args['no-build']) {
    log('Building the web app and the server (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build`);
  if (args.only === 'cluster') {
    await import('./cluster.mjs');
    return;
  }
  if (args.only === 'import') {
    await import('./import.mjs');
    return;
  }
  if (SERVER !== DEFAULT_SERVER) log(`Measuring ${path.relative(ROOT, SERVER)}.`);

  const dialects = [];
  if (args.only !== 'postgres' && args.only !== 'web')
    dialects.push({ name: 'sqlite', url: `sqlite:${SQLITE_FILE}` });
  if (args.only !== 'sqlite' && args.only !== 'web') {
    if (await postgresAnswers()) {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${PG_DATABASE}`;
      dialects.push({ name: 'postgres', url: url.toString() });
    } else {
      log(`PostgreSQL at ${PG_ADMIN_URL} does not answer: SQLite only.`);
    }
  }

  const runs = [];
  for (const dialect of dialects) {
    log(`\n== ${dialect.name}`);
    await prepareDatabase(dialect);
    const scenarios = (await pickScenarios(dialect)).filter(
      (scenario) => !CALLS || CALLS.includes(scenario.name),
    );
    const app = await startServer({ server: SERVER, url: dialect.url, name: dialect.name, log });
    try {
      for (const scenario of scenarios) runs.push(await measure(dialect.name, scenario, app.port));
    } finally {
      await app.stop();
    }
  }

  if (runs.length) printTable(runs);
  // docs/architecture.md, "Performance budgets": placing orders sustains 300 orders/s on PostgreSQL
  // with no oversell.
  const orders =
    !CATALOGUE_ONLY && dialects.some((dialect) => dialect.name === 'postgres')
      ? await benchOrders({ server: SERVER, connections: CONNECTIONS, log })
      : null;
  const web =
    !CATALOGUE_ONLY && (!args.only || args.only === 'web')
      ? await benchWeb({ server: SERVER, log })
      : null;
  // docs/architecture.md, "Performance budgets": the admin lists under 50 ms p99 with 10,000
  // customers and 100,000 orders.
  const adminLists =
    args.only === 'web' || CATALOGUE_ONLY
      ? null
      : await benchAdminLists({
          server: SERVER,
          only: args.only,
          duration: DURATION,
          log,
        });
  // docs/architecture.md, "Performance budgets": agent lists under 50 ms p99 at 16 connections
  // (bench/agent-lists.mjs).
  const agentLists =
    args.only === 'web' || CATALOGUE_ONLY
      ? null
      : await benchAgentLists({
          server: SERVER,
          dialects: dialects.map((dialect) => dialect.name),
          duration: DURATION,
          log,
        });
  // docs/architecture.md, "Performance budgets": the dashboards' figures on 100,000 orders over
  // a year (bench/stats.mjs).
  const stats =
    args.only === 'web' || CATALOGUE_ONLY
      ? null
      : await benchStats({ server: SERVER, only: args.only, duration: DURATION, log });
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
      loadAverageBefore: load1,
    },
    settings: {
      products: PRODUCTS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      server: path.relative(ROOT, SERVER),
    },
    budget: BUDGET,
    runs,
    orders,
    web,
    adminLists,
    agentLists,
    stats,
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(`\nWrote ${path.relative(ROOT, RESULTS)}`);
  if (
    runs.some((run) => !run.pass) ||
    (orders && !orders.pass) ||
    (web && !web.pass) ||
    (adminLists && !adminLists.pass) ||
    (agentLists && !agentLists.pass) ||
    (stats && !stats.pass)
  ) {
    process.exitCode = 1;
  }
}

/** Migrates and fills the bench database unless it already holds the catalogue. */
async function prepareDatabase({ name, url }) {
  if (name === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (args.fresh)
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.mkdirSync(path.dirname(file), { recursive: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      if (args.fresh) await admin.query(`drop database if exists ${PG_DATABASE}`);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [
        PG_DATABASE,
      ]);
      if (exists.rowCount === 0) await admin.query(`create database ${PG_DATABASE}`);
    } finally {
      await admin.end();
    }
  }
  // The migrations of the build being measured: an older build refuses a database that a newer
  // one has migrated.
  const migrate = spawnSync('node', [path.join(path.dirname(SERVER), 'migrate.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrate.status !== 0) throw new Error(`migrating ${name} failed`);

  const count = await query(name, url, 'select count(*) as n from products');
  const n = Number(count[0].n);
  if (n === PRODUCTS) {
    log(
      `Reusing the ${PRODUCTS} products already in the ${name} bench database (--fresh to rebuild).`,
    );
    return;
  }
  if (n !== 0) throw new Error(`the ${name} bench database holds ${n} products; run with --fresh`);
  log(`Generating ${PRODUCTS} products…`);
  await generate(url, { products: PRODUCTS, log: (line) => log(`  ${line}`) });
}

async function query(dialect, url, text) {
  if (dialect === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    try {
      return db.prepare(text).all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** The URLs each load run cycles through: realistic variety, the same on both databases. */
async function pickScenarios({ name, url }) {
  const categories = (await query(name, url, 'select name from categories order by name')).map(
    (row) => row.name,
  );
  // Every 997th enabled product: spread over the catalogue, deterministic.
  const sample = await query(
    name,
    url,
    `select p.id, p.name, c.name as category from products p join categories c on c.id = p.category_id
     where p.disabled = 0 order by p.created_at desc, p.id desc`,
  );
  const picked = sample.filter((_, i) => i % 997 === 0);
  // A rendered page is kept under its path and the filter it reads, so a page missing from the
  // cache is another page: another product, or a search in a category nobody asked for before.
  const otherProducts = sample.filter((_, i) => i % 997 !== 0).map((p) => `/product/${p.id}`);
  const searches = [...new Set(sample.map((p) => p.name.split(' ').slice(0, 2).join(' ')))];
  const filters = searches.flatMap((search) =>
    categories.map((category) => ({ search, category })),
  );
  const q = (params) => new URLSearchParams(params).toString();
  // The storefront's pages rendered on the server (docs/decisions/192-server-rendering.md):
  // cached, at least half the bare server's throughput; a miss (a render) p99 within 100 ms.
  const rendered = [
    {
      name: 'rendered home',
      paths: ['/'],
      missPaths: filters.map((filter) => `/?${q(filter)}`),
      budget: PAGE_BUDGET,
    },
    {
      name: 'rendered listing',
      paths: categories.map((category) => `/products-details?${q({ category })}`),
      missPaths: filters.map((filter) => `/products-details?${q(filter)}`).reverse(),
      budget: PAGE_BUDGET,
    },
    {
      name: 'rendered product page',
      paths: picked.map((p) => `/product/${p.id}`),
      missPaths: otherProducts,
      budget: PAGE_BUDGET,
    },
  ];
  return [
    {
      name: 'listing',
      paths: [
        ...[1, 2, 3, 4, 5].map((page) => `/api/all-products?${q({ page, limit: 8 })}`),
        ...[1, 2, 3].map((page) => `/api/all-products?${q({ page, limit: 5 })}`),
        ...categories.map((category) => `/api/all-products?${q({ page: 1, limit: 8, category })}`),
        `/api/all-products?${q({ page: 1, limit: 8, category: categories[6], category2: categories[11], startingPrice: 499, endingPrice: 1999 })}`,
        `/api/all-products?${q({ page: 2, limit: 8, category: `${categories[0]},${categories[3]}` })}`,
      ],
    },
    {
      name: 'search',
      paths: [
        'kurta',
        'cotton',
        'indigo',
        'saree',
        'footwear',
        'silk saree',
        'brass diya',
        'royal velvet jhumkas',
        'handmade jute',
        'ku',
        'no such thing',
      ]
        .map((search) => `/api/all-products?${q({ page: 1, limit: 8, search })}`)
        .concat(
          `/api/all-products?${q({ page: 1, limit: 8, search: 'cotton', category: categories[6] })}`,
        ),
    },
    { name: 'product page', paths: picked.map((p) => `/api/products/${p.id}`) },
    ...rendered,
    // The same pages as a browser asks them, which always takes brotli: the kept page's bytes
    // are its brotli form, and a miss includes the page's first compression.
    // Its misses are taken from the middle of the list, pages the plain run did not ask.
    ...rendered.map((scenario) => ({
      ...scenario,
      name: `${scenario.name} br`,
      encoding: 'br',
      missPaths: [
        ...scenario.missPaths.slice(scenario.missPaths.length >> 1),
        ...scenario.missPaths.slice(0, scenario.missPaths.length >> 1),
      ],
    })),
    {
      name: 'related',
      paths: picked.map(
        (p) => `/api/get-related-products?${q({ category: p.category, _id: p.id })}`,
      ),
    },
  ];
}

async function startBareServer(responses) {
  const port = await freePort();
  const child = spawn('node', [path.join(ROOT, 'bench/bare-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const listening = new Promise((resolve) => child.once('message', resolve));
  child.send({ port, responses });
  await listening;
  return {
    port,
    stop: async () => {
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function load(
  port,
  paths,
  duration,
  { uniqueUrls = false, missPaths = null, encoding = null } = {},
) {
  let n = 0;
  // A fresh URL for every request: the app's response cache never answers it. A page is kept
  // by what it reads, so its misses are other pages, each asked for once (`missPaths`).
  const setupRequest = missPaths
    ? (request) => ({ ...request, path: missPaths[n++ % missPaths.length] })
    : (request) => ({
        ...request,
        path: `${request.path}${request.path.includes('?') ? '&' : '?'}${MISS_PARAM}=${(n += 1)}`,
      });
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: paths.map((p) => ({
      method: 'GET',
      path: p,
      ...(encoding ? { headers: { 'accept-encoding': encoding } } : {}),
      ...(uniqueUrls ? { setupRequest } : {}),
    })),
  });
}

/** A cached run's load: wrk or autocannon (CACHED_LOAD), the same for app and bare server. */
function cachedLoad(port, paths, duration, encoding) {
  if (CACHED_LOAD === 'autocannon') return load(port, paths, duration, { encoding });
  return wrkLoad({
    port,
    paths,
    duration,
    connections: CONNECTIONS,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
}

const SLICE_SECONDS = 1;

/**
 * DURATION seconds against each server, in one-second slices taken in turn. This machine's
 * speed drifts from second to second (other tenants), so the ratio is the median of the ratios
 * of each pair of adjacent slices: drift that meets both servers alike cancels out.
 */
async function alternate(ports, paths, encoding) {
  const results = { app: [], bare: [] };
  const slices = Math.max(1, Math.round(DURATION / SLICE_SECONDS));
  for (let i = 0; i < slices; i += 1) {
    for (const side of i % 2 === 0 ? ['app', 'bare'] : ['bare', 'app']) {
      results[side].push(await cachedLoad(ports[side], paths, DURATION / slices, encoding));
    }
  }
  const pairRatios = results.app.map(
    (run, i) => run.requests.total / Math.max(1, results.bare[i].requests.total),
  );
  return { app: summary(results.app), bare: summary(results.bare), ratio: median(pairRatios) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Totals of one or more autocannon runs; p50 and p99 are the worst of the runs. */
function summary(runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const seconds = sum((run) => run.duration);
  return {
    requestsPerSecond: Math.round(sum((run) => run.requests.total) / seconds),
    p50Ms: Math.max(...runs.map((run) => run.latency.p50)),
    p99Ms: Math.max(...runs.map((run) => run.latency.p99)),
    requests: sum((run) => run.requests.total),
    errors: sum((run) => run.errors + run.timeouts),
    non2xx: sum((run) => run.non2xx),
  };
}

/**
 * The answer at `url` as sent: its status, type, encoding and bytes, not decompressed (fetch
 * would), asked with `Accept-Encoding: encoding` when given.
 */
function getRaw(url, encoding) {
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            type: res.headers['content-type'],
            encoding: res.headers['content-encoding'] ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function measure(dialect, scenario, appPort) {
  // The bytes the app answers are what the bare server answers too.
  const responses = {};
  const encoding = scenario.encoding ?? null;
  for (const p of scenario.paths) {
    const res = await getRaw(`http://127.0.0.1:${appPort}${p}`, encoding);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${res.body}`);
    if (encoding && res.encoding !== encoding) throw new Error(`${p} was not sent in ${encoding}`);
    responses[p] = { type: res.type, encoding: res.encoding, body: res.body.toString('base64') };
  }
  const bytes = Object.values(responses).reduce(
    (n, r) => n + Buffer.from(r.body, 'base64').length,
    0,
  );
  log(
    `${scenario.name}: ${scenario.paths.length} URLs, ${Math.round(bytes / scenario.paths.length)} bytes on average`,
  );
  if (MISS_ONLY) {
    // A rendered page's misses are other pages (decision 197: a counter parameter is the same
    // page, a hit); the warm-up takes them from the other end of the list than the run.
    const missPaths = scenario.missPaths ?? null;
    await load(appPort, scenario.paths, 1, {
      uniqueUrls: true,
      missPaths: missPaths && [...missPaths].reverse(),
      encoding,
    }); // warm-up
    const misses = summary([
      await load(appPort, scenario.paths, DURATION, { uniqueUrls: true, missPaths, encoding }),
    ]);
    log(
      `  miss path: ${misses.requestsPerSecond} req/s p50 ${misses.p50Ms} ms p99 ${misses.p99Ms} ms ` +
        `(errors ${misses.errors + misses.non2xx})`,
    );
    if (missPaths && misses.requests > missPaths.length) {
      log(
        `  (the miss run asked for ${misses.requests} pages of ${missPaths.length}: some were hits)`,
      );
    }
    const pass = misses.errors + misses.non2xx === 0;
    return {
      dialect,
      scenario: scenario.name,
      urls: scenario.paths.length,
      pass,
      missPath: misses,
    };
  }

  const bare = await startBareServer(responses);
  let app;
  let baseline;
  let pairedRatio;
  let misses;
  try {
    await load(appPort, scenario.paths, 2, { encoding }); // warm-up
    await load(bare.port, scenario.paths, 2, { encoding });
    // Alternating slices, so that both servers meet the same background load.
    ({
      app,
      bare: baseline,
      ratio: pairedRatio,
    } = await alternate({ app: appPort, bare: bare.port }, scenario.paths, encoding));
    const missPaths = scenario.missPaths ?? null;
    misses = summary([
      await load(appPort, scenario.paths, DURATION, { uniqueUrls: true, missPaths, encoding }),
    ]);
    if (missPaths && misses.requests > missPaths.length) {
      log(
        `  (the miss run asked for ${misses.requests} pages of ${missPaths.length}: some were hits)`,
      );
    }
  } finally {
    await bare.stop();
  }
  const ratio = Math.round(pairedRatio * 1000) / 1000;
  const budget = scenario.budget ?? BUDGET;
  const pass =
    ratio >= budget.ratio &&
    (budget.p99Ms === undefined || app.p99Ms <= budget.p99Ms) &&
    (budget.missP99Ms === undefined ||
      (misses.p99Ms <= budget.missP99Ms && misses.errors + misses.non2xx === 0)) &&
    app.errors === 0 &&
    app.non2xx === 0;
  log(
    `  app ${app.requestsPerSecond} req/s p99 ${app.p99Ms} ms | bare ${baseline.requestsPerSecond} req/s ` +
      `p99 ${baseline.p99Ms} ms | ratio ${ratio} ${pass ? 'ok' : 'MISSES THE BUDGET'}`,
  );
  log(
    `  miss path: ${misses.requestsPerSecond} req/s p99 ${misses.p99Ms} ms ` +
      `(errors ${misses.errors + misses.non2xx})`,
  );
  return {
    dialect,
    scenario: scenario.name,
    urls: scenario.paths.length,
    app,
    bare: baseline,
    ratio,
    pass,
    missPath: misses,
  };
}

function printTable(runs) {
  const rows = [
    [
      'database',
      'call',
      'app req/s',
      'app p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ratio',
      'budget',
      'miss req/s',
      'miss p99 ms',
    ],
    ...runs.map((run) => [
      run.dialect,
      run.scenario,
      String(run.app?.requestsPerSecond ?? '-'),
      String(run.app?.p99Ms ?? '-'),
      String(run.bare?.requestsPerSecond ?? '-'),
      String(run.bare?.p99Ms ?? '-'),
      run.ratio?.toFixed(2) ?? '-',
      run.pass ? 'ok' : 'MISS',
      String(run.missPath.requestsPerSecond),
      String(run.missPath.p99Ms),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  log('');
  for (const [i, row] of rows.entries()) {
    log(
      row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '),
    );
    if (i === 0) log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  log(
    `\nBudget: ≥ ${BUDGET.ratio * 100}% of the bare server's requests/s and p99 ≤ ${BUDGET.p99Ms} ms ` +
      `at ${CONNECTIONS} connections, ${DURATION} s per run, ${PRODUCTS} products. ` +
      'The miss columns: every request a new URL, so none comes from the response cache.',
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
