import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://localhost:3000';

// React is replaced by preact/compat at build time (docs/decisions.md, "Preact in place of
// React"). The code and the libraries keep importing `react` and `react-dom`, and the types stay
// @types/react's. The aliases are exact, so nothing else named react-* is caught. This file is
// also the vitest `web` project, so the component tests run on the renderer that ships.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export default defineConfig({
  // React Fast Refresh cannot drive Preact, so it is off: in `npm run dev` an edited component
  // reloads the page instead of being swapped in place (CSS still updates in place).
  plugins: [react({ refreshExclude: /./ }), tailwindcss()],
  resolve: {
    alias: preactAliases,
    // Under vitest, take the libraries' ESM builds as the production build does: their CommonJS
    // builds would `require` the real react instead of going through the aliases.
    ...(process.env.VITEST ? { mainFields: ['module'], conditions: ['module'] } : {}),
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router looks up React 19's `use` (for server components, unused here) and
        // `useOptimistic` (falls back to plain state) and copes when they are missing.
        if (
          warning.code === 'IMPORT_IS_UNDEFINED' &&
          /Import `(use|useOptimistic)` will always be undefined/.test(warning.message) &&
          warning.message.includes('preact/compat')
        ) {
          return;
        }
        warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest leaves node_modules to Node, which would load the real react-dom for every library
    // that imports React. Inlining those libraries sends their imports through the aliases; a
    // new library that imports React belongs in this list (else its tests fail with 'Invalid
    // hook call'). use-sync-external-store ships only CommonJS, so it is pre-bundled to ESM.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/with-selector.js'],
        },
      },
    },
    server: {
      deps: {
        inline: [
          /\/node_modules\/(@hookform|@radix-ui|@floating-ui|@reduxjs\/toolkit|@testing-library|embla-carousel-react|react-[^/]+|redux-persist|use-callback-ref|use-sidecar|use-sync-external-store)\//,
          /\/node_modules\/\.vite\//,
        ],
      },
    },
  },
});
