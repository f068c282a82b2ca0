import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'catalog', 'cart', 'checkout', 'orders', 'admin', 'agents'];

/**
 * File names in one case (STYLE.md): `.ts` modules are kebab-case with dotted role suffixes
 * (`place-order.service.ts`, `cart.test.ts`); `.tsx` files are PascalCase when they hold a
 * component (`ProductCard.tsx`, one per file, named like it) and kebab-case otherwise
 * (`routes.tsx`, `test-utils.tsx`). Migrations keep Kysely's `<timestamp>_<snake_name>.ts`.
 */
const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const KEBAB_TS = new RegExp(`^${KEBAB}(?:\\.${KEBAB})*\\.ts$`);
const TSX = new RegExp(`^(?:[A-Z][A-Za-z0-9]*|${KEBAB})(?:\\.test)?\\.tsx$`);
const MIGRATION = /^\d{14}_[a-z0-9_]+\.ts$/;
const haat = {
  rules: {
    'filename-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const file = context.filename.split(/[\\/]/).pop() ?? '';
        const inMigrations = /[\\/]db[\\/]migrations[\\/]/.test(context.filename);
        const ok = file.endsWith('.tsx')
          ? TSX.test(file)
          : file.endsWith('.ts')
            ? KEBAB_TS.test(file) || (inMigrations && MIGRATION.test(file))
            : true;
        return {
          Program(node) {
            if (ok) return;
            context.report({
              node,
              message: `File name '${file}': .ts modules are kebab-case, .tsx files PascalCase (a component) or kebab-case (STYLE.md).`,
            });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Compiled from the PO files by npm run i18n:server.
      'packages/contracts/src/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, haat },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Without these, import-x reads no .ts file and no-cycle would find nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'haat/filename-case': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Shared code never imports a feature; a feature never imports another feature;
      // only app/ wires features together (STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; wire them in app/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or the app.',
            },
            {
              // Tests may mount the app's real router; feature code never reaches up.
              target: './apps/web/src/features/**/!(*.test).{ts,tsx}',
              from: './apps/web/src/app',
              message: 'A feature must not import app/; app/ imports the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Statements live in *.queries.ts; routes and services call them.
    files: ['apps/server/src/**/*.{routes,service}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'Write the statement in a *.queries.ts function and call that.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db/migrations',
              from: './apps/server/src',
              except: ['./db/migrations'],
              message: 'Migrations are frozen in time and never import application code.',
            },
            {
              // Tests beside db/ code may use the test database helper.
              target: './apps/server/src/db/**/!(*.test).ts',
              from: './apps/server/src',
              except: ['./db'],
              message: 'db/ is the bottom layer: it imports no module.',
            },
            {
              // Features publish and subscribe; the bus knows none of them (app.ts wires them).
              target: './apps/server/src/events/**/!(*.test).ts',
              from: './apps/server/src',
              except: ['./events', './db'],
              message: 'events/ imports no feature module: subscribers are wired in app.ts.',
            },
            {
              target: './apps/server/src/**/*.{service,queries}.ts',
              from: './apps/server/src/http',
              message:
                'Services and queries know nothing of HTTP; take what you need as arguments.',
            },
            {
              target: './apps/server/src/**/*.{service,queries}.ts',
              from: './apps/server/src/**/*.routes.ts',
              message: 'Imports run down: routes call services, services call queries.',
            },
          ],
        },
      ],
    },
  },
);
