import type { I18n } from '@lingui/core';
import type { Language } from '@haat/contracts';
import { accountCatalogue } from '../features/account/catalogue';
import { adminCatalogue } from '../features/admin/catalogue';
import { agentsCatalogue } from '../features/agents/catalogue';
import { authCatalogue } from '../features/auth/catalogue';
import { cartCatalogue } from '../features/cart/catalogue';
import { checkoutCatalogue } from '../features/checkout/catalogue';
import { ordersCatalogue } from '../features/orders/catalogue';
import { loadI18n, makeEnglishI18n } from '../i18n/i18n';

/** Every feature's catalogue (besides the shell's), for tests that render a part on its own. */
export const FEATURE_CATALOGUES = [
  authCatalogue,
  cartCatalogue,
  checkoutCatalogue,
  ordersCatalogue,
  accountCatalogue,
  agentsCatalogue,
  adminCatalogue,
];

/** An English instance with every catalogue: a component renders without its page. */
export function englishWithEveryCatalogue(): I18n {
  return makeEnglishI18n(FEATURE_CATALOGUES);
}

/** An instance in `language` with every catalogue loaded. */
export function loadEveryCatalogue(language: Language): Promise<I18n> {
  return loadI18n(language, FEATURE_CATALOGUES);
}
