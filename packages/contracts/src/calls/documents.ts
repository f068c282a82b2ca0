import { DOCUMENT_IDS_MAX, documentIdsQuerySchema, pdfAnswerSchema } from '../documents.ts';
import { idParamsSchema } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['documents'];

const IDS =
  `\`ids\`: order ids separated by commas, at most ${DOCUMENT_IDS_MAX}; the document follows ` +
  'their order. A malformed list is 400; an unknown id 404, naming it; nothing is made then.';

/** The shipping desk's PDFs (docs/product.md, "Documents"). */
export const documentsCalls = defineCalls({
  'documents.invoice.get': {
    tags,
    summary: "One order's GST tax invoice as PDF (the Admin, or the order's customer)",
    description:
      'A4, every Rule 46 field. 404 for an order that is not there or not the caller’s (an ' +
      "Agent's call is 403); 409 while the order has no invoice (it is issued at shipping).",
    params: idParamsSchema,
    response: { 200: pdfAnswerSchema, ...errorResponses(401, 403, 404, 409) },
  },
  'documents.invoices.get': {
    tags,
    summary: "The selected orders' GST tax invoices in one PDF (Admin)",
    description: `${IDS} An order without an invoice number is 409, naming it.`,
    query: documentIdsQuerySchema,
    response: { 200: pdfAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'documents.packingSlips.get': {
    tags,
    summary: "The selected orders' packing slips (no prices) in one A4 PDF (Admin)",
    description: IDS,
    query: documentIdsQuerySchema,
    response: { 200: pdfAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'documents.labels.get': {
    tags,
    summary: "The selected orders' shipping labels in one PDF (Admin)",
    description:
      `${IDS} 4×6 inch pages or four to an A4 sheet, as the settings' label layout says. Each ` +
      'label: COD amount, order number, address, phone, return address, Code 128 barcode of the ' +
      'tracking number with the number under it. An order without a tracking number is 409.',
    query: documentIdsQuerySchema,
    response: { 200: pdfAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'documents.manifest.get': {
    tags,
    summary: 'A courier manifest PDF of the selected shipped orders (Admin)',
    description:
      `${IDS} One row per parcel: order, tracking number, consignee, phone, pincode, COD ` +
      'amount; the total; signature lines. An order that is not shipped is 409.',
    query: documentIdsQuerySchema,
    response: { 200: pdfAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});
