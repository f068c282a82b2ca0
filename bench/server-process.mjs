// Starts the built server as a child process on a free local port (or BENCH_PORT, for a machine
// where each engineer keeps to their own ports), for the benchmarks.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.join(ROOT, 'bench/.data');
export const DEFAULT_SERVER = path.join(ROOT, 'apps/server/dist/main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server on the database at `url`, once /api/health answers. Warnings and errors only
 * (LOG_LEVEL=warn; BENCH_LOG_LEVEL=info for more) go to bench/.data/server-<name>.log for a
 * look after the run. `seedDemo`
 * fills an empty database with the demo shop.
 */
export async function startServer({
  server = DEFAULT_SERVER,
  url,
  name,
  log = console.log,
  seedDemo = false,
  publicUrl,
}) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const logFile = path.join(DATA_DIR, `server-${name}.log`);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const logFd = fs.openSync(logFile, 'w');
  // BENCH_NODE_ARGS: options for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, server], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
      SEED_DEMO: seedDemo ? 'auto' : 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) {
      log(`The server stopped during the runs (${signal ?? `exit ${code}`}); see ${logFile}.`);
    }
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited while starting; see ${logFile}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    base,
    pid: child.pid,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU (user and system) a process has spent so far, in ms (Linux: /proc/<pid>/stat). */
export function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone
  }
}

/**
 * The CPU each PostgreSQL backend connected to `database` has spent so far, in ms, by pid (the
 * backends' process titles name their database: `postgres: user database host …`).
 */
export function backendsCpuMs(database) {
  let pids = [];
  try {
    pids = execFileSync('pgrep', ['-f', `postgres: .* ${database} `], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    // none
  }
  return new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
}

/** The CPU the backends spent between two of `backendsCpuMs`'s readings, in ms. */
export function backendsCpuSpent(before, after) {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
