import { z } from 'zod';

/*
 * The shipping desk's documents (docs/product.md, "Documents"): invoices, packing slips,
 * labels and the courier manifest, as PDF, for one order or a selection.
 */

/** At most this many orders go into one document. */
export const DOCUMENT_IDS_MAX = 500;

export const DOCUMENT_MESSAGES = {
  idsRequired: 'Choose at least one order: ids is a comma-separated list of order ids.',
  tooMany: `At most ${DOCUMENT_IDS_MAX} orders go into one document.`,
  badId: (id: string) => `"${id}" is not an order id.`,
  unknown: (ids: readonly string[]) => `No order has the id ${ids.join(', ')}; nothing was made.`,
  noInvoice: (numbers: readonly string[]) =>
    `${numbers.join(', ')} ${numbers.length === 1 ? 'has' : 'have'} no invoice: an invoice is ` +
    "issued when an order is shipped, once the shop's GST details are saved in Settings.",
  notShipped: (numbers: readonly string[]) =>
    `${numbers.join(', ')} ${numbers.length === 1 ? 'is' : 'are'} not shipped with a tracking ` +
    'number yet; ship it first.',
  settingsFirst: (what: 'labels' | 'a manifest') =>
    `Save the shop settings first (Settings): ${what} ${what === 'labels' ? 'carry' : 'carries'} ` +
    "the shop's name, return address and phone, and none is saved yet.",
  invoiceNotYet: "This order's invoice is issued when it is shipped.",
  invoiceForOwner: 'Only the Admin or the customer who placed it can download this invoice.',
} as const;

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?ids=a,b,c`: order ids, each once, in the order given. */
export const documentIdsQuerySchema = z.object({
  ids: z.string({ error: DOCUMENT_MESSAGES.idsRequired }).transform((value, ctx) => {
    const ids = [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.idsRequired });
    else if (ids.length > DOCUMENT_IDS_MAX)
      ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.tooMany });
    const bad = ids.find((id) => !ORDER_ID.test(id));
    if (bad !== undefined)
      ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.badId(bad.slice(0, 60)) });
    return ids.map((id) => id.toLowerCase());
  }),
});
export type DocumentIdsQuery = z.input<typeof documentIdsQuerySchema>;

/** A PDF answer, described for the API's documentation. */
export const pdfAnswerSchema = z.string().describe('application/pdf');
