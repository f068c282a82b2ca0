import { z } from 'zod';
import { csvRowErrorSchema } from './cod.ts';

/*
 * The couriers' COD remittance files (docs/product.md, "COD remittances";
 * docs/decisions/216-remittance-import.md).
 */

export const REMITTANCE_FIELD = 'file';
export const REMITTANCE_COLUMNS = ['trackingNumber', 'amount', 'date', 'utr'] as const;
export const REMITTANCE_LIMITS = { maxRows: 20_000, csvBytes: 5 * 1024 * 1024 } as const;

/** POST /remittances: the reconciliation report. */
export const remittanceReportSchema = z.object({
  /** Good rows whose tracking number is a shipped or delivered order's. */
  matched: z.number().int(),
  /** Orders this import marked delivered. */
  delivered: z.number().int(),
  /** Matched rows whose amount is not the order's COD total. */
  mismatched: z.array(
    z.object({
      line: z.number().int(),
      trackingNumber: z.string(),
      orderNumber: z.string(),
      expected: z.number(),
      remitted: z.number(),
    }),
  ),
  /** Good rows no shipped or delivered order has the tracking number of. */
  unknown: z.array(
    z.object({ line: z.number().int(), trackingNumber: z.string(), message: z.string() }),
  ),
  /** Delivered orders no remittance names yet, oldest first (at most 500). */
  notRemitted: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      trackingNumber: z.string().nullable(),
      total: z.number(),
    }),
  ),
  errors: z.array(csvRowErrorSchema),
});
export type RemittanceReport = z.infer<typeof remittanceReportSchema>;
