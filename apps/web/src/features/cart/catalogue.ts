import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The cart feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const cartCatalogue = defineCatalogue('cart', messages, () => import('./locales/hi.po'));
