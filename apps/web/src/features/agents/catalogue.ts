import { defineCatalogue } from '../../i18n/catalogue';
import { messages } from './locales/en.po';

/** The agents feature's messages (lingui.config.ts): English with its pages, Hindi for Hindi only. */
export const agentsCatalogue = defineCatalogue('agents', messages, () => import('./locales/hi.po'));
