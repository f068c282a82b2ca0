import { sql } from 'kysely';
import { INVOICE_PREFIX_MAX, financialYearOf, invoiceNumber } from '@haat/contracts';
import type { DbExecutor } from '../db/connect.ts';
import type { Order } from '../db/schema.ts';
import { Conflict } from '../errors.ts';
import { findShopSettings } from '../settings/settings.queries.ts';

/** The seller's particulars an invoice prints, as they were when it was issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  state: string;
  pincode: string;
  gstin: string;
  supportPhone: string;
}

export const INVOICE_MESSAGES = {
  usedUp: (prefix: string, year: string) =>
    `Invoice numbers of ${year} with the prefix ${prefix} are used up (99,999 issued): ` +
    `shorten the invoice prefix in Settings to ${INVOICE_PREFIX_MAX - 1} characters or fewer ` +
    'to ship more orders this year.',
} as const;

/**
 * The next serial of a financial year. The upsert locks the year's counter row until the
 * shipping transaction ends, so parallel shipments get consecutive serials on PostgreSQL, and
 * a move that rolls back gives its serial back: no gaps (docs/decisions/167-invoice-number-at-shipping.md).
 */
async function bumpInvoiceCounter(db: DbExecutor, financialYear: number): Promise<number> {
  const { last_serial } = await db
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_serial: eb('invoice_counters.last_serial', '+', 1) })),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return last_serial;
}

/**
 * Issues the order's GST invoice inside the move to 'shipped' (orders/order-status.service.ts):
 * the next number of the financial year, the date, the seller's particulars and each line's
 * HSN and GST rate, copied so that later edits of the settings or products never change an
 * issued invoice. An order that has a number keeps it (un-shipped by the badge and shipped
 * again, it is not renumbered). Before the shop's settings are saved there is no GSTIN to
 * print, so no invoice is issued (docs/decisions/167-invoice-number-at-shipping.md). Answers the
 * order as it is now.
 */
export async function issueInvoice(db: DbExecutor, order: Order, at: string): Promise<Order> {
  if (order.invoice_number !== null) return order;
  const settings = await findShopSettings(db);
  if (!settings) return order;
  const financialYear = financialYearOf(new Date(at));
  const serial = await bumpInvoiceCounter(db, financialYear);
  let number: string;
  try {
    number = invoiceNumber(settings.invoice_prefix, financialYear, serial);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const year = `${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
    // Thrown inside the move's transaction: the counter's bump rolls back with the move.
    throw new Conflict(INVOICE_MESSAGES.usedUp(settings.invoice_prefix, year));
  }
  const seller: InvoiceSeller = {
    legalName: settings.legal_name,
    address: settings.address,
    state: settings.state,
    pincode: settings.pincode,
    gstin: settings.gstin,
    supportPhone: settings.support_phone,
  };
  const issued = await db
    .updateTable('orders')
    .set({ invoice_number: number, invoice_date: at, invoice_seller: JSON.stringify(seller) })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('order_items')
    .set({
      hsn: sql<string>`(select products.hsn from products where products.id = order_items.product_id)`,
      gst_rate: sql<number>`(select products.gst_rate from products where products.id = order_items.product_id)`,
    })
    .where('order_id', '=', order.id)
    .execute();
  return issued;
}
