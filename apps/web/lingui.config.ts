import { defineConfig } from '@lingui/conf';

/**
 * The storefront's message catalogues (docs/decisions/271-hindi-beside-english-lingui.md):
 * English is the source language, Hindi its translation; `npm run i18n:extract` writes both
 * PO files from the messages the code declares (the macros of `@lingui/react/macro`), and the
 * build compiles them (`@lingui/vite-plugin`). `<rootDir>` is this file's folder.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  orderBy: 'messageId',
});
