import { saveShopSettings } from '../settings/settings.queries.ts';
import type { ShopSettingsRow } from '../settings/settings.queries.ts';
import type { CatalogueTarget } from './catalog-factories.ts';

/** A real GSTIN of Maharashtra (its check character is right). */
export const SHOP_GSTIN = '27AAPFU0939F1ZV';

/** Saves the shop's settings straight to the table: a Pune shop, prefix 'HT', unless given. */
export async function makeShopSettings(
  t: CatalogueTarget,
  overrides: Partial<ShopSettingsRow> = {},
): Promise<ShopSettingsRow> {
  const row: ShopSettingsRow = {
    legal_name: 'Haat Textiles Private Limited',
    address: '12 MG Road, Camp',
    state: 'Maharashtra',
    pincode: '411001',
    gstin: SHOP_GSTIN,
    invoice_prefix: 'HT',
    support_phone: '9876543210',
    return_address: null,
    default_gst_rate: 5,
    label_layout: '4x6',
    updated_at: new Date().toISOString(),
    ...overrides,
  };
  await saveShopSettings(t.db.kysely, row);
  return row;
}
