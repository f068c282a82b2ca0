// Bundles the server into dist/ with esbuild. npm packages stay external (installed with the
// app, native ones included); only our own workspace code (@haat/*) is bundled.
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
