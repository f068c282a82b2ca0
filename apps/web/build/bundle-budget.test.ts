import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chunkFilesOf,
  entryKeyOf,
  type RouteName,
  type WebManifest,
  type WebRouteMap,
} from '@haat/contracts';
import { builtWeb, distDir } from './built-web.ts';

/**
 * docs/architecture.md, "Performance budgets": all JavaScript the browser downloads for a page,
 * gzip, in KB of 1000 B.
 */
const BUDGETS: { page: string; route: RouteName; kb: number }[] = [
  { page: '/', route: 'home', kb: 120 },
  { page: 'a product page', route: 'product', kb: 130 },
];

let manifest: WebManifest;
let routes: WebRouteMap;

beforeAll(() => {
  ({ manifest, routes } = builtWeb());
}, 180_000);

/** The entry with its static imports, then the route's lazy page with its static imports. */
function javascriptFor(route: RouteName): string[] {
  const page = routes[route];
  if (!page) throw new Error(`The build has no page for ROUTES.${route}`);
  const files = [...chunkFilesOf(manifest, entryKeyOf(manifest)), ...chunkFilesOf(manifest, page)];
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

describe('JavaScript budget (gzip -9 of the built files)', () => {
  it.each(BUDGETS)('keeps $page within $kb KB', ({ page, route, kb }) => {
    const files = javascriptFor(route).map((file) => ({ file, bytes: gzipBytes(file) }));
    const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(
      [
        `JavaScript for ${page}: ${(total / 1000).toFixed(1)} KB gzip of ${kb} KB`,
        ...files.map(({ file, bytes }) => `  ${(bytes / 1000).toFixed(1).padStart(6)} KB  ${file}`),
      ].join('\n'),
    );
    expect(files.length).toBeGreaterThan(1);
    expect(total / 1000).toBeLessThanOrEqual(kb);
  });
});

/**
 * docs/decisions/251-charts-with-uplot.md: the admin dashboard's page with the chart library,
 * on its own (what it adds to the entry the app has already loaded), at most 120 KB gzip.
 */
describe("the admin dashboard's own JavaScript", () => {
  it('keeps its page, uPlot and its other chunks within 120 KB gzip', () => {
    const entry = new Set(chunkFilesOf(manifest, entryKeyOf(manifest)));
    const page = routes.adminDashboard;
    if (!page) throw new Error('The build has no page for ROUTES.adminDashboard');
    const files = [...new Set(chunkFilesOf(manifest, page))]
      .filter((file) => file.endsWith('.js') && !entry.has(file))
      .map((file) => ({ file, bytes: gzipBytes(file) }));
    const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(
      [
        `The admin dashboard's own JavaScript: ${(total / 1000).toFixed(1)} KB gzip of 120 KB`,
        ...files.map(({ file, bytes }) => `  ${(bytes / 1000).toFixed(1).padStart(6)} KB  ${file}`),
      ].join('\n'),
    );
    // uPlot is among them: the dashboard is where the chart library loads, not the entry.
    expect(
      files.some(({ file }) => fs.readFileSync(path.join(distDir, file), 'utf8').includes('uplot')),
    ).toBe(true);
    expect(total / 1000).toBeLessThanOrEqual(120);
  });
});
