import type { DbExecutor } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { Insertable } from 'kysely';

/** Shipped or delivered orders with these tracking numbers (index `orders_tracking_number`). */
export function selectOrdersByTracking(db: DbExecutor, trackingNumbers: readonly string[]) {
  if (trackingNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'tracking_number', 'total_paise'])
    .where('tracking_number', 'in', [...trackingNumbers])
    .orderBy('created_at')
    .execute();
}

/** Stores remittance rows; one stored before (same utr and tracking number) is left as it is. */
export async function insertRemittances(
  trx: DbExecutor,
  rows: readonly Insertable<Database['remittances']>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('remittances')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.columns(['utr', 'tracking_number']).doNothing())
      .execute();
  }
}

/** Delivered orders that no remittance names, oldest first. */
export function selectDeliveredNotRemitted(db: DbExecutor, take: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'tracking_number', 'total_paise'])
    .where('status', '=', 'delivered')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('remittances')
            .select('remittances.utr')
            .whereRef('remittances.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .orderBy('created_at')
    .limit(take)
    .execute();
}
