// The whole suite behind `npm test`: static checks and the production build, unit and
// integration tests (SQLite and, when reachable, PostgreSQL), and the browser journeys. Every step runs
// even when an earlier one fails, and the last line sums them: `N passed, N failed[, N skipped]`.
// Static checks and the build count as one test each; vitest and Playwright count their tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-output');
fs.mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** How long each step took, printed at the end: where the suite's time goes. */
const durations = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  durations.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

/**
 * Steps that do not depend on one another, run at the same time: each is mostly one thread, so
 * on a machine of several cores the group takes about as long as its longest step. Each step's
 * output is printed whole when it ends, so the log stays readable.
 */
async function checksTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: process.env,
          });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('error', (error) => chunks.push(Buffer.from(`${String(error)}\n`)));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(chunks));
            durations.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  steps.forEach(([title], index) => {
    if (results[index]) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(title);
    }
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runner(title, command, args, reportFile, count) {
  fs.rmSync(reportFile, { force: true });
  const ok = run(title, command, args);
  const report = readJson(reportFile);
  if (!report) {
    totals.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  const counted = count(report);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  if (!ok && counted.failed === 0) {
    totals.failed += 1;
    failures.push(`${title} (runner exited with an error)`);
  } else if (counted.failed > 0) failures.push(title);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The static checks and the build at the same time (each mostly one thread; none writes what
// another reads: the build's dist folders are ignored by prettier and eslint, tsc -b writes
// under node_modules/.tsbuild). The build comes before the unit tests: the tests of the web
// build (the bundle budget, the pages rendered on the server, the cluster) then read it
// instead of each building the web app again (@haat/testing/web-build builds only what is
// stale).
await checksTogether([
  ['format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']],
  ['types (tsc -b)', bin('tsc'), ['-b']],
  ['build (web and server)', 'npm', ['run', 'build', '--silent']],
]);

const vitestReport = path.join(out, 'vitest.json');
runner(
  'unit and integration tests (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (r) => ({
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  }),
);

const e2eReport = path.join(out, 'playwright.json');
runner(
  'browser journeys (playwright, chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  e2eReport,
  (r) => ({
    passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
    failed: r.stats?.unexpected ?? 0,
    skipped: r.stats?.skipped ?? 0,
  }),
);

console.log(`\nTimes: ${durations.join('; ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
