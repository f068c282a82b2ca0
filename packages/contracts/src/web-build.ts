import type { RouteName } from './routes.ts';

/**
 * How the web build tells the server (and the bundle-budget test) which files a page needs:
 * Vite's manifest (`dist/.vite/manifest.json`) and the route map the web build writes beside
 * it (`dist/.vite/routes.json`, route name of ROUTES → the manifest key of the route's page).
 */
export const WEB_MANIFEST_FILE = '.vite/manifest.json';
export const WEB_ROUTE_MAP_FILE = '.vite/routes.json';

/**
 * The server-rendered storefront (docs/decisions/192-server-rendering.md): the renderer's build
 * beside the web build (`apps/web/dist-server/`), and the id of the `<script
 * type="application/json">` that carries a rendered page's server data to the browser.
 */
export const WEB_RENDERER_DIR = 'dist-server';
export const WEB_RENDERER_FILE = 'entry-server.js';
export const SERVER_DATA_ID = 'haat-data';

/**
 * The manifest key of the script a server-rendered page starts with instead of index.html's
 * (docs/decisions/194-hydrate-after-the-first-screen.md): it loads the app once the first
 * screen's pictures are painted.
 */
export const RENDERED_PAGE_ENTRY = 'src/boot.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type WebManifest = Record<string, ManifestChunk>;
export type WebRouteMap = Partial<Record<RouteName, string>>;

/** The manifest key of the app's entry (index.html's script). */
export function entryKeyOf(manifest: WebManifest): string {
  const key = Object.keys(manifest).find(
    (name) => manifest[name]?.isEntry && name !== RENDERED_PAGE_ENTRY,
  );
  if (!key) throw new Error('The web manifest has no entry');
  return key;
}

/** The files of the chunk `key` and of everything it imports statically, imports first. */
export function chunkFilesOf(manifest: WebManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The web manifest has no chunk ${name}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(key);
  return files;
}
