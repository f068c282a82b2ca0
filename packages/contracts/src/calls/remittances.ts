import {
  REMITTANCE_COLUMNS,
  REMITTANCE_FIELD,
  REMITTANCE_LIMITS,
  remittanceReportSchema,
} from '../remittances.ts';
import { defineCalls, errorResponses } from './define.ts';

/** The couriers' COD remittances (docs/product.md, "COD remittances"). */
export const remittancesCalls = defineCalls({
  'remittances.import': {
    tags: ['orders'],
    summary: "Import a courier's COD remittance file and reconcile it (Admin)",
    description:
      `multipart/form-data, \`${REMITTANCE_FIELD}\`: a CSV with the columns ` +
      `${REMITTANCE_COLUMNS.join(', ')} (the header is line 1; amount in rupees, date ` +
      `YYYY-MM-DD), at most ${REMITTANCE_LIMITS.maxRows} rows. Bad rows are reported by line; ` +
      'the good ones are stored in one transaction, keyed by utr and tracking number, so the ' +
      'same file twice changes nothing the second time. Each matched shipped order is marked ' +
      'delivered with the amount as the cash collected, through the one-order move.',
    consumes: ['multipart/form-data'],
    response: { 200: remittanceReportSchema, ...errorResponses(400, 401, 403, 413, 415) },
  },
});
