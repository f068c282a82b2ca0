// What the benches that build a large shop of their own share (admin-lists.mjs, stats.mjs):
// a deterministic random source and ids, the bulk fill of a migrated database, building it
// once and reusing it, the load at N connections, and the command line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DATA_DIR } from './server-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A small deterministic random source, so both databases hold the same shop. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A UUID v7-shaped id from the random source. */
export function uuidFrom(rand) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Inserts `tables` ([name, rows][]) in one transaction, then refreshes the planner's figures. */
async function fill(dialect, url, tables, log) {
  const started = Date.now();
  if (dialect === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.transaction(() => {
      for (const [table, rows] of tables) {
        const columns = Object.keys(rows[0]);
        const insert = db.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        for (const row of rows) insert.run(...columns.map((column) => row[column]));
      }
    })();
    db.exec('analyze');
    db.close();
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      for (const [table, rows] of tables) {
        const columns = Object.keys(rows[0]);
        const chunk = Math.floor(30_000 / columns.length);
        for (let at = 0; at < rows.length; at += chunk) {
          const slice = rows.slice(at, at + chunk);
          const values = slice.map(
            (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
          );
          await client.query(
            `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
            slice.flatMap((row) => columns.map((column) => row[column])),
          );
        }
      }
      await client.query('commit');
      // As autovacuum would after such a load: the visibility map lets index-only scans skip
      // the table.
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
  }
  log(`  filled in ${Date.now() - started} ms`);
}

/**
 * A migrated database holding the shop `build()` makes ({ tokens, tables }), built once and
 * reused unless `fresh`; answers the sessions' tokens kept beside it (DATA_DIR/<name>-<dialect>).
 */
export async function prepareDatabase(
  dialect,
  url,
  { name, pgDatabase, fresh, log, describe, build },
) {
  const tokenFile = path.join(DATA_DIR, `${name}-${dialect}.tokens.json`);
  const kept = () => JSON.parse(fs.readFileSync(tokenFile, 'utf8'));
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (!fresh && fs.existsSync(file) && fs.existsSync(tokenFile)) return kept();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [
        pgDatabase,
      ]);
      if (exists.rowCount && !fresh && fs.existsSync(tokenFile)) return kept();
      await admin.query(`drop database if exists ${pgDatabase} with (force)`);
      await admin.query(`create database ${pgDatabase}`);
    } finally {
      await admin.end();
    }
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const migrate = spawnSync('node', [path.join(ROOT, 'apps/server/dist/migrate.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrate.status !== 0) throw new Error(`migrating ${dialect} failed`);
  log(`Generating ${describe} on ${dialect}…`);
  const { tokens, tables } = build();
  await fill(dialect, url, tables, log);
  fs.writeFileSync(tokenFile, JSON.stringify(tokens));
  return tokens;
}

/** The databases to run on: SQLite under DATA_DIR, PostgreSQL when it answers. */
export async function benchDatabases({ only, sqliteFile, pgDatabase }) {
  const dialects = [];
  if (only !== 'postgres')
    dialects.push({ name: 'sqlite', url: `sqlite:${path.join(DATA_DIR, sqliteFile)}` });
  if (only !== 'sqlite' && (await postgresAnswers())) {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${pgDatabase}`;
    dialects.push({ name: 'postgres', url: url.toString() });
  }
  return dialects;
}

/** GET `paths` in turn at `connections` connections for `duration` seconds. */
export function load(port, cookie, paths, duration, connections) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { cookie },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}

/** Whether the PostgreSQL server at PG_ADMIN_URL answers within three seconds. */
export async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * When `moduleUrl` is the script node was started with: runs `bench` with
 * `--only=sqlite|postgres --duration=N --fresh`, failing the process when a budget is missed.
 */
export function runWhenMain(moduleUrl, bench) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? true];
    }),
  );
  bench({ only: args.only, duration: Number(args.duration ?? 10), fresh: Boolean(args.fresh) })
    .then((result) => {
      if (!result.pass) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/** The scratch database of the pgbench reference (BENCH_PGBENCH_DB to use another). */
const PGBENCH_DATABASE = process.env.BENCH_PGBENCH_DB ?? 'haat_bench_pgbench';

/**
 * PostgreSQL's own pace on this machine, as a reference for the order rate: pgbench's TPC-B
 * (five statements, three of them updates, one transaction) and its `-N` variant (the tellers'
 * and branches' updates left out), each with `clients` clients for `seconds` seconds, on a
 * scratch database of scale `scale` (one branch per client by default, so that the reference
 * measures the database rather than 64 clients queueing on one branch row; built once in about
 * ten seconds and kept, like the catalogue). Answers tps of each, or null without pgbench.
 */
export async function pgbenchReference({
  seconds,
  clients = 64,
  scale = clients,
  log = console.log,
  pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench',
}) {
  if (!fs.existsSync(pgbench)) {
    log(`pgbench is not at ${pgbench}: no reference run.`);
    return null;
  }
  const url = new URL(PG_ADMIN_URL);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  let built = false;
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      PGBENCH_DATABASE,
    ]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${PGBENCH_DATABASE}`);
    else {
      url.pathname = `/${PGBENCH_DATABASE}`;
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const branches = await db.query('SELECT count(*)::int AS n FROM pgbench_branches');
        built = branches.rows[0].n === scale;
      } catch {
        built = false;
      } finally {
        await db.end();
      }
    }
  } finally {
    await admin.end();
  }
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const run = (extra) => {
    const out = spawnSync(pgbench, [...connection, ...extra, PGBENCH_DATABASE], {
      encoding: 'utf8',
      env: { ...process.env, ...(url.password ? { PGPASSWORD: url.password } : {}) },
    });
    if (out.status !== 0) throw new Error(`pgbench ${extra.join(' ')} failed: ${out.stderr}`);
    return out.stdout;
  };
  if (!built) {
    log(`pgbench: building the scale-${scale} scratch database ${PGBENCH_DATABASE}…`);
    run(['-i', '-q', '-I', 'dtGvp', '-s', String(scale)]);
  }
  const tps = (extra) => {
    const out = run(['-c', String(clients), '-j', '2', '-T', String(seconds), ...extra]);
    const match = /^tps = ([\d.]+)/m.exec(out);
    if (!match) throw new Error(`pgbench printed no tps:\n${out}`);
    return Math.round(Number(match[1]));
  };
  const tpcb = tps([]);
  const simpleUpdate = tps(['-N']);
  log(
    `pgbench on the same server, ${clients} clients, ${seconds} s, scale ${scale}: ` +
      `TPC-B ${tpcb} tps, -N ${simpleUpdate} tps`,
  );
  return { clients, seconds, scale, tpcb, simpleUpdate };
}
