// The PO files of every catalogue lingui.config.ts declares, for the tests (Node only).
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import type { Language } from '@haat/contracts';
import { readPo } from './po-file';

const configPath = path.resolve(import.meta.dirname, '../../lingui.config.ts');

/** Each catalogue's PO file in `language`, by the catalogue's path. */
export function catalogueFiles(language: Language): string[] {
  const { catalogs = [], rootDir = '' } = getConfig({ configPath });
  return catalogs.map(
    (catalogue) =>
      `${catalogue.path.replace('<rootDir>', rootDir).replace('{locale}', language)}.po`,
  );
}

/** Each catalogue's `include`, as paths relative to the web app's `src`, in catalogueFiles' order. */
export function catalogueSources(): string[][] {
  const { catalogs = [], rootDir = '' } = getConfig({ configPath });
  const src = path.join(rootDir, 'src');
  return catalogs.map((catalogue) =>
    catalogue.include.map((include) => path.relative(src, include.replace('<rootDir>', rootDir))),
  );
}

/** msgid → msgstr of one catalogue's PO file. */
export function readCatalogue(file: string): Map<string, string> {
  return readPo(fs.readFileSync(file, 'utf8'));
}
