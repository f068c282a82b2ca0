import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The production build of the web app in apps/web (dist, and the server's renderer in
 * dist-server), exactly as `npm run build -w apps/web` makes it, built first when it is missing
 * or older than any of its sources, so a test never reads a stale build. `npm test` builds
 * before the unit tests, so there the tests build nothing; a test run alone builds once, not
 * once per test file (docs/decisions/441-one-web-build-per-run.md). A lock folder lets one
 * process build while the others (vitest's workers and projects) wait for it.
 */
export function freshWebBuild(webDir: string): { webRoot: string } {
  const webRoot = path.join(webDir, 'dist');
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'vite-lingui.ts'),
    path.join(webDir, '../../packages/contracts/src'),
  ];
  // Written last by each of the two builds (@haat/contracts' WEB_MANIFEST_FILE, and
  // WEB_RENDERER_FILE in WEB_RENDERER_DIR); this package does not depend on the contracts.
  const outputs = [
    path.join(webRoot, '.vite/manifest.json'),
    path.join(webDir, 'dist-server/entry-server.js'),
  ];
  const stale = () => {
    const builtAt = Math.min(
      ...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
    );
    return sources.some((source) => fs.existsSync(source) && newestChange(source) > builtAt);
  };
  if (!stale()) return { webRoot };
  const lock = path.join(webDir, '../../node_modules/.cache/haat-web-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      // A lock left by a process that died while building is taken over after ten minutes.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (stale()) {
      const vite = path.join(webDir, '../../node_modules/vite/bin/vite.js');
      const run = (args: string[]) =>
        execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
          cwd: webDir,
          stdio: 'inherit',
          // Vitest sets NODE_ENV=test, which would build React's development files.
          env: { ...process.env, NODE_ENV: 'production' },
        });
      run([]);
      run(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server']);
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return { webRoot };
}

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
      stat.mtimeMs,
    );
}
