import { z } from 'zod';
import {
  LEDGER_EXPORT_COLUMNS,
  MANIFEST_COLUMNS,
  ORDER_EXPORT_COLUMNS,
  ORDER_LINE_EXPORT_COLUMNS,
  ledgerExportQuerySchema,
  manifestQuerySchema,
  orderExportQuerySchema,
} from '../exports.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['exports'];
const csv = z.string().describe('text/csv');
const GUARD =
  ' UTF-8 with a byte-order mark and a header row, streamed. A text cell that starts with = + ' +
  "- @, a tab or a carriage return is written with a ' before it.";

/** CSV files for spreadsheets and couriers (docs/product.md, "Exports"). */
export const exportsCalls = defineCalls({
  'exports.orders.csv': {
    tags,
    summary: 'The orders the list filters keep, as CSV (Admin)',
    description: `Columns ${ORDER_EXPORT_COLUMNS.join(', ')}; the orders list's filters.${GUARD}`,
    query: orderExportQuerySchema,
    response: { 200: csv, ...errorResponses(400, 401, 403) },
  },
  'exports.orderLines.csv': {
    tags,
    summary: 'One row per order line, for the orders the filters keep, as CSV (Admin)',
    description: `Columns ${ORDER_LINE_EXPORT_COLUMNS.join(', ')}.${GUARD}`,
    query: orderExportQuerySchema,
    response: { 200: csv, ...errorResponses(400, 401, 403) },
  },
  'exports.ledger.csv': {
    tags,
    summary: 'The commission ledger, or one agent’s statement for a period, as CSV (Admin)',
    description: `Columns ${LEDGER_EXPORT_COLUMNS.join(', ')}; \`from\` and \`to\` are India days.${GUARD}`,
    query: ledgerExportQuerySchema,
    response: { 200: csv, ...errorResponses(400, 401, 403) },
  },
  'exports.manifest.csv': {
    tags,
    summary: 'The courier manifest of selected shipped orders, as CSV (Admin)',
    description:
      `Columns ${MANIFEST_COLUMNS.join(', ')} (weight left empty for the courier). \`ids\`: ` +
      'comma-separated order ids, all shipped (400 naming the others).' +
      GUARD,
    query: manifestQuerySchema,
    response: { 200: csv, ...errorResponses(400, 401, 403) },
  },
});
