import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import {
  invoicesPdf,
  labelsPdf,
  manifestPdf,
  orderInvoicePdf,
  packingSlipsPdf,
} from './documents.service.ts';
import type { DocumentsDeps } from './documents.service.ts';

/** A PDF answer, opened by the browser or saved under `name`. */
function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'no-store')
      // Bytes are sent as they are, never through the answer's schema.
      .send(pdf as never)
  );
}

/** The file name of a document of these orders. */
function fileName(kind: string, ids: readonly string[]): string {
  return ids.length === 1
    ? `haat-${kind}-${ids[0]!.slice(-8)}.pdf`
    : `haat-${kind}-${ids.length}.pdf`;
}

/** The shipping desk's documents (docs/product.md, "Documents"). */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsDeps> = async (app, deps) => {
  registerCall(app, 'documents.invoice.get', {
    handler: async (request, reply) => {
      const { pdf, invoiceNumber } = await orderInvoicePdf(
        deps,
        requireUser(request),
        request.params.id,
      );
      return sendPdf(reply, pdf, `invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`);
    },
  });
  registerCall(app, 'documents.invoices.get', {
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await invoicesPdf(deps, request.query.ids),
        fileName('invoices', request.query.ids),
      ),
  });
  registerCall(app, 'documents.packingSlips.get', {
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await packingSlipsPdf(deps, request.query.ids),
        fileName('packing-slips', request.query.ids),
      ),
  });
  registerCall(app, 'documents.labels.get', {
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await labelsPdf(deps, request.query.ids),
        fileName('labels', request.query.ids),
      ),
  });
  registerCall(app, 'documents.manifest.get', {
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await manifestPdf(deps, request.query.ids),
        fileName('manifest', request.query.ids),
      ),
  });
};
