// npm run cluster: the shop as CLUSTER_WORKERS server processes behind nginx on one PostgreSQL
// and one Redis (docs/operations.md; docs/decisions/187-cluster.md). Builds once, starts the
// processes on ports of their own, waits until each is ready, then nginx on PORT (3000).
// Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { installNginx, startNginx } from './cluster-nginx.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = process.env;

function refuse(sentence) {
  console.error(sentence);
  process.exit(1);
}

const databaseUrl = env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  refuse(
    databaseUrl.startsWith('sqlite:') || !databaseUrl
      ? 'npm run cluster needs PostgreSQL: SQLite is one file that one process writes at a time, ' +
          'so several processes would queue on its lock and could not share it across machines. ' +
          'Set DATABASE_URL=postgres://user@host:5432/haat (and REDIS_URL).'
      : `npm run cluster needs DATABASE_URL=postgres://…; got "${databaseUrl.replace(/:[^:@/]*@/, ':***@')}".`,
  );
}
if (!/^rediss?:\/\//.test(env.REDIS_URL ?? '')) {
  refuse(
    'npm run cluster needs REDIS_URL=redis://host:6379: the processes share rate limits and ' +
      'tell each other about changes through Redis.',
  );
}
const workers = Number(env.CLUSTER_WORKERS || os.availableParallelism());
const port = Number(env.PORT || 3000);
const basePort = Number(env.CLUSTER_BASE_PORT || 3301);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  refuse(`CLUSTER_WORKERS must be a whole number from 1 to 64 (got "${env.CLUSTER_WORKERS}").`);
}
for (const [name, value] of [
  ['PORT', port],
  ['CLUSTER_BASE_PORT', basePort],
]) {
  if (!Number.isInteger(value) || value < 1 || value + workers > 65535) {
    refuse(`${name} must be a port number leaving room for ${workers} processes.`);
  }
}
if (port >= basePort && port < basePort + workers) {
  refuse(`PORT ${port} falls among the processes' ports ${basePort}–${basePort + workers - 1}.`);
}

const nginx = installNginx();
if (!nginx) {
  refuse(
    "npm run cluster needs Debian's nginx: apt-get install nginx libnginx-mod-http-brotli-static",
  );
}

console.log('Building once…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) refuse('The build failed; nothing was started.');

const children = new Map();
let stopping = false;

function startProcess(index) {
  const processPort = basePort + index;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(processPort),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}`,
      NODE_ENV: env.NODE_ENV || 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Only the first process prints the welcome (demo accounts); the others' lines are logs.
  child.stdout.on('data', (chunk) => {
    if (index === 0 || chunk.toString().startsWith('{')) process.stdout.write(chunk);
  });
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (stopping) return;
    console.error(
      `process ${index + 1} (port ${processPort}) ended (${signal ?? code}); starting it again`,
    );
    setTimeout(() => !stopping && startProcess(index), 1000);
  });
  children.set(index, { child, port: processPort });
}

async function ready(processPort) {
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${processPort}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the process on port ${processPort} did not become ready within a minute`);
}

let proxy = null;
async function stopAll(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx and ${children.size} processes…`);
  await proxy?.stop();
  await Promise.all(
    [...children.values()].map(
      ({ child }) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));

for (let index = 0; index < workers; index += 1) startProcess(index);
try {
  await Promise.all([...children.values()].map(({ port: each }) => ready(each)));
  proxy = await startNginx(nginx, {
    dir: path.join(root, '.cluster'),
    port,
    upstreamPorts: Array.from({ length: workers }, (_, index) => basePort + index),
    webRoot: path.join(root, 'apps/web/dist'),
  });
} catch (error) {
  console.error(`Could not start the cluster: ${error.message}`);
  await stopAll('error', 1);
}
proxy?.exited.then((code) => {
  if (!stopping) {
    console.error(`nginx ended (${code}); stopping the cluster.`);
    void stopAll('nginx');
  }
});
console.log(
  `\nHaat cluster on http://localhost:${port}: nginx in front of ${workers} processes ` +
    `(ports ${basePort}–${basePort + workers - 1}). Ctrl-C stops everything.`,
);
