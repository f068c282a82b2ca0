import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's messages (docs/decisions/281-server-messages-catalogue.md): every sentence the API
 * answers (`message`, field messages) and the mails, marked `/*i18n*\/` where it is written, in
 * contracts (MESSAGES, the zod schemas' messages) and in the server. The English text is the
 * message's id, so English is the text itself; Hindi is its translation in `hi.po`.
 * `npm run i18n:server` extracts both PO files and compiles them to `{locale}.ts`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../apps/server/src'],
      exclude: ['**/*.test.ts', '**/locales/**'],
    },
  ],
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
});
