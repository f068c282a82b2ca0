import path from 'node:path';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * Lingui for Vite 8 (docs/decisions/271-hindi-beside-english-lingui.md): plugin-react 6 runs
 * no Babel, so this plugin runs Babel with Lingui's macro plugin alone, only on the app's files
 * that import a Lingui macro, before anything else reads them (TypeScript and JSX are left as
 * they are for Vite's own transform). `@lingui/vite-plugin` compiles the PO catalogues when
 * imported, and fails the build on a message Hindi lacks.
 */
const configPath = path.join(import.meta.dirname, 'lingui.config.ts');
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[jt]sx?$/;

export function linguiForVite(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  return [
    {
      name: 'haat-lingui-macros',
      enforce: 'pre',
      async transform(code, id) {
        const file = id.split('?')[0]!;
        if (!SOURCE.test(file) || file.includes('node_modules') || !MACRO_IMPORT.test(code)) {
          return null;
        }
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[linguiMacro, { linguiConfig }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
    lingui({ configPath, failOnMissing: true, failOnCompileError: true }),
  ];
}
