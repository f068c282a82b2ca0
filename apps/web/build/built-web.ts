import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WEB_MANIFEST_FILE,
  WEB_ROUTE_MAP_FILE,
  type WebManifest,
  type WebRouteMap,
} from '@haat/contracts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(webDir, 'dist');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, '../../packages/contracts/src'),
];

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

/**
 * The production build of the web app, built first when dist is missing or older than any
 * source, so that a figure is never taken from a stale build.
 */
export function builtWeb(): { manifest: WebManifest; routes: WebRouteMap } {
  const manifestFile = path.join(distDir, WEB_MANIFEST_FILE);
  const builtAt = fs.existsSync(manifestFile) ? fs.statSync(manifestFile).mtimeMs : 0;
  if (sources.some((source) => newestChange(source) > builtAt)) {
    const vite = path.join(webDir, '../../node_modules/vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build React's development files.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const read = (file: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8'));
  return {
    manifest: read(WEB_MANIFEST_FILE) as WebManifest,
    routes: read(WEB_ROUTE_MAP_FILE) as WebRouteMap,
  };
}
