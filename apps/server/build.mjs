// Bundles the server into dist/ with esbuild. npm packages stay external (installed with the
// app, native ones included); only our own workspace code (@haat/*) is bundled.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate-cli.ts', backup: 'src/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@haat/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The render worker (src/http/render-worker.mjs) is started from its file, beside main.js.
fs.copyFileSync('src/http/render-worker.mjs', 'dist/render-worker.mjs');
