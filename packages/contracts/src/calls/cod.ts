import {
  COD_IMPORT_FIELD,
  COD_IMPORT_LIMITS,
  codBlockBodySchema,
  codImportResultSchema,
  codPincodeParamsSchema,
  codPincodeSchema,
  codSummarySchema,
} from '../cod.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['cash on delivery'];

/** Where cash on delivery can go (docs/product.md, "Cash on delivery by pincode"). */
export const codCalls = defineCalls({
  'cod.pincodes.summary': {
    tags,
    summary: 'How many pincodes the courier list has, and the blocked ones (Admin)',
    response: { 200: codSummarySchema, ...errorResponses(401, 403) },
  },
  'cod.pincodes.import': {
    tags,
    summary: "Replace the courier's cash-on-delivery pincode list (Admin)",
    description:
      `multipart/form-data, \`${COD_IMPORT_FIELD}\`: a CSV with a \`pincode\` column (the ` +
      `header is line 1), at most ${COD_IMPORT_LIMITS.maxRows} rows. Every row must be a ` +
      '6-digit pincode: with any bad row nothing changes and the answer is 200 with `count: 0` ' +
      'and every bad row by line; otherwise the list is replaced and `count` is its size. ' +
      'Blocked pincodes stay blocked.',
    consumes: ['multipart/form-data'],
    response: { 200: codImportResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
  },
  'cod.pincodes.block': {
    tags,
    summary: 'Block or unblock cash on delivery to one pincode (Admin)',
    description:
      'A blocked pincode gets no cash-on-delivery order, whether or not a list was imported.',
    params: codPincodeParamsSchema,
    body: codBlockBodySchema,
    response: { 200: codPincodeSchema, ...errorResponses(400, 401, 403) },
  },
});
