import { DEFAULT_GST_RATE, DEFAULT_LABEL_LAYOUT } from '@haat/contracts';
import type { GstRate, LabelLayout, ShopSettings, ShopSettingsValues } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { findShopSettings, saveShopSettings } from './settings.queries.ts';
import type { ShopSettingsRow } from './settings.queries.ts';

/** What GET answers before the first save (docs/decisions/164-shop-settings-defaults.md). */
const UNSAVED: ShopSettings = {
  legalName: '',
  address: '',
  state: '',
  pincode: '',
  gstin: '',
  invoicePrefix: '',
  supportPhone: '',
  returnAddress: null,
  defaultGstRate: DEFAULT_GST_RATE,
  labelLayout: DEFAULT_LABEL_LAYOUT,
  updatedAt: null,
};

function toSettings(row: ShopSettingsRow): ShopSettings {
  return {
    legalName: row.legal_name,
    address: row.address,
    state: row.state,
    pincode: row.pincode,
    gstin: row.gstin,
    invoicePrefix: row.invoice_prefix,
    supportPhone: row.support_phone,
    returnAddress: row.return_address,
    // The table's checks hold these to the declared values.
    defaultGstRate: row.default_gst_rate as GstRate,
    labelLayout: row.label_layout as LabelLayout,
    updatedAt: row.updated_at,
  };
}

/** The shop's settings (docs/product.md, "Shop settings"). */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const row = await findShopSettings(db.kysely);
  return row ? toSettings(row) : UNSAVED;
}

/**
 * Saves the settings, validated by their schema. Left-out `defaultGstRate` and `labelLayout`
 * keep what was saved (or the defaults).
 */
export async function updateShopSettings(
  db: Db,
  input: ShopSettingsValues,
  now: Date,
): Promise<ShopSettings> {
  return db.kysely.transaction().execute(async (trx) => {
    const saved = await findShopSettings(trx);
    const row: ShopSettingsRow = {
      legal_name: input.legalName,
      address: input.address,
      state: input.state,
      pincode: input.pincode,
      gstin: input.gstin,
      invoice_prefix: input.invoicePrefix,
      support_phone: input.supportPhone,
      return_address: input.returnAddress,
      default_gst_rate: input.defaultGstRate ?? saved?.default_gst_rate ?? UNSAVED.defaultGstRate,
      label_layout: input.labelLayout ?? saved?.label_layout ?? UNSAVED.labelLayout,
      updated_at: now.toISOString(),
    };
    await saveShopSettings(trx, row);
    return toSettings(row);
  });
}
