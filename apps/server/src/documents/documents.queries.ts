import type { DbExecutor } from '../db/connect.ts';

/** The orders' rows the documents print, in no particular order. */
export function selectDocumentOrders(db: DbExecutor, ids: readonly string[]) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'order_number',
      'created_at',
      'status',
      'total_paise',
      'shipping_address',
      'courier',
      'tracking_number',
      'invoice_number',
      'invoice_date',
      'invoice_seller',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** The orders' lines, in the order they were placed. */
export function selectDocumentLines(db: DbExecutor, orderIds: readonly string[]) {
  return db
    .selectFrom('order_items')
    .select(['order_id', 'name', 'size', 'unit_price_paise', 'quantity', 'hsn', 'gst_rate'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** The state a pincode is in, from the pincode table; undefined when it is not there. */
export async function pincodeState(db: DbExecutor, pincode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('pincodes')
    .select('state')
    .where('pincode', '=', pincode)
    .executeTakeFirst();
  return row?.state;
}
