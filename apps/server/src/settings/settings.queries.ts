import type { Selectable } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import type { ShopSettingsTable } from '../db/schema.ts';

export type ShopSettingsRow = Omit<Selectable<ShopSettingsTable>, 'singleton'>;

/** The settings row, or undefined before the Admin's first save. */
export function findShopSettings(db: DbExecutor) {
  return db
    .selectFrom('shop_settings')
    .select([
      'legal_name',
      'address',
      'state',
      'pincode',
      'gstin',
      'invoice_prefix',
      'support_phone',
      'return_address',
      'default_gst_rate',
      'label_layout',
      'updated_at',
    ])
    .executeTakeFirst();
}

/** Writes the one settings row: inserts it the first time, replaces it after. */
export async function saveShopSettings(db: DbExecutor, row: ShopSettingsRow): Promise<void> {
  await db
    .insertInto('shop_settings')
    .values({ singleton: 1, ...row })
    .onConflict((oc) => oc.column('singleton').doUpdateSet(row))
    .execute();
}
