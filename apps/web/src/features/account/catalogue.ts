import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The account feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const accountCatalogue = defineCatalogue(
  'account',
  messages,
  () => import('./locales/hi.po'),
);
