import { z } from 'zod';
import { localized } from './translate.ts';
import { safeText } from './text.ts';

/*
 * Where cash on delivery can go (docs/product.md, "Cash on delivery by pincode";
 * docs/decisions/211-cod-pincode-list.md).
 */

/** The multipart field of the courier's pincode list. */
export const COD_IMPORT_FIELD = 'file';

/** The list's bounds: India Post has about 19,000 pincodes. */
export const COD_IMPORT_LIMITS = { maxRows: 50_000, csvBytes: 2 * 1024 * 1024 } as const;

export const COD_MESSAGES = {
  notServed: (pincode: string) => `Cash on delivery is not available for ${pincode} yet`,
  /** The same sentence for a reader in either language (the server's answer). */
  notServedSentence: (pincode: string) =>
    localized(/*i18n*/ 'Cash on delivery is not available for {pincode} yet', { pincode }),
} as const;

/** One refused row of an imported file; line 1 is the header. */
export const csvRowErrorSchema = z.object({
  line: z.number().int(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/** POST /cod-pincodes: how many pincodes the list now has, or why no row was taken. */
export const codImportResultSchema = z.object({
  count: z.number().int(),
  errors: z.array(csvRowErrorSchema),
});
export type CodImportResult = z.infer<typeof codImportResultSchema>;

export const codPincodeParamsSchema = z.object({
  // Any short text: the service answers 400 for one that is not 6 digits.
  pincode: safeText().max(20),
});

export const codBlockBodySchema = z.object({
  blocked: z.boolean({ error: 'blocked must be true or false' }),
});

/** One pincode as cash on delivery sees it. */
export const codPincodeSchema = z.object({
  pincode: z.string(),
  listed: z.boolean(),
  blocked: z.boolean(),
  /** Whether an order to it may be placed now. */
  cod: z.boolean(),
});
export type CodPincode = z.infer<typeof codPincodeSchema>;

/** GET /cod-pincodes: the list's size and every blocked pincode, for the Admin's screen. */
export const codSummarySchema = z.object({
  listed: z.number().int(),
  blocked: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type CodSummary = z.infer<typeof codSummarySchema>;
