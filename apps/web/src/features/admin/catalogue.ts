import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The admin feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const adminCatalogue = defineCatalogue('admin', messages, () => import('./locales/hi.po'));
