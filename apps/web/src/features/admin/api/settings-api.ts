import type { ShopSettingsInput } from '@haat/contracts';
import { callMutation, callQuery } from '../../../lib/api-query';

const SETTINGS = 'settings.get';

/** The shop's settings (docs/product.md, "Shop settings"): read and saved by the Admin. */
export const settingsQueries = {
  get: () => callQuery(SETTINGS),
};

export const settingsMutations = {
  save: () =>
    callMutation(
      'settings.update',
      (body: ShopSettingsInput) => ({ body }),
      () => [SETTINGS],
    ),
};
