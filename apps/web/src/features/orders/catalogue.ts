import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The orders feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const ordersCatalogue = defineCatalogue('orders', messages, () => import('./locales/hi.po'));
