/**
 * How the web build tells the server (and the bundle-budget test) which files a page needs:
 * Vite's manifest (`dist/.vite/manifest.json`) and the route map the web build writes beside
 * it (`dist/.vite/routes.json`, route pattern → the manifest key of the route's page).
 */
export declare const WEB_MANIFEST_FILE = '.vite/manifest.json';
export declare const WEB_ROUTE_MAP_FILE = '.vite/routes.json';
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type WebManifest = Record<string, ManifestChunk>;
export type WebRouteMap = Record<string, string>;
/** The manifest key of the app's entry (index.html's script). */
export declare function entryKeyOf(manifest: WebManifest): string;
/** The files of the chunk `key` and of everything it imports statically, imports first. */
export declare function chunkFilesOf(manifest: WebManifest, key: string): string[];
