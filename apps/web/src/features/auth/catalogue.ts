import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The auth feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const authCatalogue = defineCatalogue('auth', messages, () => import('./locales/hi.po'));
