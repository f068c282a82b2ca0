import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WEB_MANIFEST_FILE,
  WEB_ROUTE_MAP_FILE,
  type WebManifest,
  type WebRouteMap,
} from '@haat/contracts';
import { freshWebBuild } from '@haat/testing/web-build';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(webDir, 'dist');

/**
 * The production build of the web app, built first when dist is missing or older than any
 * source, so that a figure is never taken from a stale build; one process builds while the
 * others wait (@haat/testing/web-build, shared with the server's tests of the build).
 */
export function builtWeb(): { manifest: WebManifest; routes: WebRouteMap } {
  freshWebBuild(webDir);
  const read = (file: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8'));
  return {
    manifest: read(WEB_MANIFEST_FILE) as WebManifest,
    routes: read(WEB_ROUTE_MAP_FILE) as WebRouteMap,
  };
}
