import { z } from 'zod';
import { orderFilterSchema } from './admin.ts';
import { daySchema } from './days.ts';
import { safeId, safeText } from './text.ts';

/*
 * The CSV exports (docs/product.md, "Exports"; docs/decisions/215-streamed-csv-exports.md):
 * streamed, with a header row, every text cell guarded against spreadsheet formulas.
 */

/** GET /exports/orders.csv: the columns, in order. */
export const ORDER_EXPORT_COLUMNS = [
  'orderNumber',
  'date',
  'status',
  'customerName',
  'phone',
  'house',
  'street',
  'city',
  'state',
  'pincode',
  'items',
  'total',
  'commission',
  'agent',
  'courier',
  'trackingNumber',
  'invoiceNumber',
] as const;

export const ORDER_LINE_EXPORT_COLUMNS = [
  'orderNumber',
  'date',
  'status',
  'productId',
  'name',
  'size',
  'quantity',
  'unitPrice',
  'lineTotal',
  'commission',
] as const;

export const LEDGER_EXPORT_COLUMNS = [
  'date',
  'agent',
  'kind',
  'orderNumber',
  'amount',
  'reference',
  'paidOn',
] as const;

export const MANIFEST_COLUMNS = [
  'orderNumber',
  'trackingNumber',
  'courier',
  'consignee',
  'phone',
  'address',
  'pincode',
  'codAmount',
  'weight',
] as const;

/** The most orders one manifest names. */
export const MANIFEST_LIMIT = 500;

export const orderExportQuerySchema = orderFilterSchema;

export const ledgerExportQuerySchema = z.object({
  agentId: safeId().optional(),
  from: daySchema('From').optional(),
  to: daySchema('To').optional(),
});

export const manifestQuerySchema = z.object({
  ids: safeText({ error: 'ids is required' })
    .trim()
    .min(1, 'Choose at least one shipped order')
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(safeId())
        .min(1, 'Choose at least one shipped order')
        .max(MANIFEST_LIMIT, `At most ${MANIFEST_LIMIT} orders in one manifest`),
    ),
});
