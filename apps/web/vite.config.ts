import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
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
    // Last, and after the service worker's build, which writes sw.js in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
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
    },
  };
}

/**
 * The server renderer's build (`vite build --ssr`) holds its own production React, React
 * Router and the rest: left external, they were loaded from node_modules in the mode of the
 * server's NODE_ENV, which `npm start` does not set, so every page was rendered by React's
 * development build, several times slower (docs/decisions/196-renderer-in-production-mode.md).
 */
function productionRenderer(): Plugin {
  return {
    name: 'haat-production-renderer',
    apply: (config, { command }) => command === 'build' && Boolean(config.build?.ssr),
    config: () => ({
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      // The browser's files are the web build's; the renderer needs none of them.
      publicDir: false,
    }),
  };
}

/**
 * index.html as built, written again as `shell.html`: the page the service worker answers
 * offline (src/sw.ts). The server never sends `/index.html` itself (it adds each route's
 * preloads to it), so the shell needs an address of its own to be precached.
 */
function offlineShell(): Plugin {
  return {
    name: 'haat-offline-shell',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('the build wrote no index.html');
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
    },
  };
}

/**
 * The service worker, `/sw.js`, built from src/sw.ts with the list of files to precache
 * injected (docs/decisions/286-service-worker-inject-manifest.md). The app registers it itself
 * after load (lib/service-worker.ts); the manifest is public/manifest.webmanifest. Not in dev.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css}', 'shell.html', 'logo.svg', 'favicon.svg'],
    // The admin's and the agents' chunks are theirs to load, not every visitor's to download.
    globIgnores: ['**/*.map'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/** The script of the pages the server renders (decision 194), kept out of the entry's group. */
const BOOT = /[\\/]src[\\/]boot\.ts$/;

/** What the storefront's pages share, grouped into one chunk (those used by two chunks or more). */
const STOREFRONT_SHARED =
  /[\\/]src[\\/](features[\\/]catalog[\\/](components|hooks)[\\/]|components[\\/](ProductImage|Skeleton|LoadError)\.|lib[\\/](money|api-query|use-in-view|paths)\.|i18n[\\/]shared-messages\.)|[\\/]@tanstack[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...linguiForVite(),
    react(),
    tailwindcss(),
    routeMap(),
    offlineShell(),
    serviceWorker,
    precompress(),
    productionRenderer(),
  ],
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
