import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { linguiForVite } from './vite-lingui.ts';

const apiServer = 'http://localhost:3000';

/** A route as features declare it: `path: ROUTES.<name>, Component: lazyPage(() => import('…')`. */
const ROUTE_DECLARATION =
  /path:\s*ROUTES\.(\w+),\s*Component:\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * Writes which page module each route loads (`WEB_ROUTE_MAP_FILE` of contracts: route name →
 * key of Vite's manifest), read from the features' routes.tsx, so that the server can preload
 * a page's chunk and the bundle-budget test can add it up. (The config runs in Node, which
 * cannot load the contracts package's TypeScript, hence the file name written out here.)
 */
function routeMap(): Plugin {
  let root = '';
  return {
    name: 'haat-route-map',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const map: Record<string, string> = {};
      for (const id of this.getModuleIds()) {
        if (!/[\\/]features[\\/][^\\/]+[\\/]routes\.tsx$/.test(id)) continue;
        const source = fs.readFileSync(id, 'utf8');
        for (const [, name, specifier] of source.matchAll(ROUTE_DECLARATION)) {
          const page = await this.resolve(specifier!, id);
          if (!page) this.error(`${id}: cannot resolve ${specifier} of ROUTES.${name}`);
          map[name!] = path.relative(root, page.id).split(path.sep).join('/');
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: JSON.stringify(map) });
    },
  };
}

/** Files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file of the
 * build, once, so the server sends them by Accept-Encoding without compressing per request.
 * index.html is left to the server, which adds each route's preloads to it.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'haat-precompress',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (entry.name !== '.vite') visit(file);
          } else if (COMPRESSIBLE.test(entry.name)) {
            const bytes = fs.readFileSync(file);
            const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
            fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: brotli }));
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

/** The script of the pages the server renders (decision 194), kept out of the entry's group. */
const BOOT = /[\\/]src[\\/]boot\.ts$/;

/** What the storefront's pages share, grouped into one chunk (those used by two chunks or more). */
const STOREFRONT_SHARED =
  /[\\/]src[\\/](features[\\/]catalog[\\/](components|hooks)[\\/]|components[\\/](ProductImage|Skeleton|LoadError)\.|lib[\\/](money|api-query|use-in-view|paths)\.|i18n[\\/]shared-messages\.)|[\\/]@tanstack[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [...linguiForVite(), react(), tailwindcss(), routeMap(), precompress()],
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The bundle-budget test and the server read which chunks each route needs from here.
    manifest: true,
    rolldownOptions: {
      // index.html for the pages the browser draws, src/boot.ts for those the server renders
      // (contracts' RENDERED_PAGE_ENTRY; the SSR build names its own entry instead).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
      },
      // Every module the app's entry imports statically goes into the entry itself, rather than
      // into shared chunks beside it (react, the calls' client, TanStack Query): every page loads
      // them at once anyway, and one file compresses better than four (about 2.6 KB less gzip;
      // docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md). Not boot.ts, whose small
      // script must stay on its own; not the server's build.
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'index', tags: ['$initial'], test: (id: string) => !BOOT.test(id) },
                  // The storefront's shared pieces (the catalogue's components and hooks, the
                  // product picture, money, TanStack Query's other hooks) in one chunk rather
                  // than a dozen small ones: / loads them all (2 KB less gzip; decision 273).
                  { name: 'storefront', test: STOREFRONT_SHARED, minShareCount: 2 },
                ],
              },
            },
          }),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Several suites share this machine's two cores; a slow moment is not a failure.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
}));
