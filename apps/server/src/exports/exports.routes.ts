import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import { exportLedger, exportManifest, exportOrderLines, exportOrders } from './exports.service.ts';

/** Sends a CSV stream as a download; a stream is sent as it is, never through the schema. */
function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv as never);
}

/** The CSV exports, for the Admin (docs/product.md, "Exports"). */
export const exportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCall(app, 'exports.orders.csv', {
    handler: async (request, reply) =>
      sendCsv(reply, 'haat-orders.csv', exportOrders(db, request.query)),
  });
  registerCall(app, 'exports.orderLines.csv', {
    handler: async (request, reply) =>
      sendCsv(reply, 'haat-order-lines.csv', exportOrderLines(db, request.query)),
  });
  registerCall(app, 'exports.ledger.csv', {
    handler: async (request, reply) =>
      sendCsv(reply, 'haat-ledger.csv', exportLedger(db, request.query)),
  });
  registerCall(app, 'exports.manifest.csv', {
    handler: async (request, reply) =>
      sendCsv(reply, 'haat-manifest.csv', await exportManifest(db, request.query.ids)),
  });
};
