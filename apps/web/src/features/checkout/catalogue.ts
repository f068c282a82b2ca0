import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The checkout feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const checkoutCatalogue = defineCatalogue(
  'checkout',
  messages,
  () => import('./locales/hi.po'),
);
