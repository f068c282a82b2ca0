import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_FIELDS, IMPORT_LIMITS } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { BadInput, HttpError, PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import { exportProducts, importProducts } from './product-sheet.service.ts';

export interface ProductSheetRoutesOptions {
  db: Db;
  events: EventBus;
  now: () => Date;
}

const SEND_AS = `Send the CSV as multipart/form-data under '${IMPORT_FIELDS.file}' (and a ZIP of its images under '${IMPORT_FIELDS.images}').`;

/**
 * The catalogue spreadsheet (docs/product.md, "Admin: catalogue file"): GET the products as
 * CSV, POST a CSV (and a ZIP of its pictures) to check or apply.
 */
export const productSheetRoutes: FastifyPluginAsyncZod<ProductSheetRoutesOptions> = async (
  app,
  { db, events, now },
) => {
  // Registered here, so only this plugin's routes (and the upload's) take multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 2,
      fileSize: IMPORT_LIMITS.zipBytes,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
      headerPairs: 100,
    },
  });

  registerCall(app, 'catalog.products.export', {
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="haat-products.csv"')
        .header('cache-control', 'no-store')
        // A stream is sent as it is, never through the answer's schema.
        .send(exportProducts(db) as never),
  });

  registerCall(app, 'catalog.products.import', {
    config: { upload: true },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaType(SEND_AS);
      const { csv, zip } = await importFiles(request);
      const { result, timings } = await importProducts(
        { db, events, now },
        { csv, zip, dryRun: request.query.dryRun },
      );
      request.log.info({ ...timings, rows: result.created + result.updated }, 'catalogue import');
      const refused = !request.query.dryRun && result.errors.length > 0;
      return reply.code(refused ? 422 : 200).send(result);
    },
  });
};

/** The CSV and the optional ZIP of a multipart import; the parser's errors in the shop's words. */
async function importFiles(request: FastifyRequest): Promise<{ csv: Buffer; zip: Buffer | null }> {
  let csv: Buffer | null = null;
  let zip: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === IMPORT_FIELDS.file) csv = await part.toBuffer();
      else if (part.fieldname === IMPORT_FIELDS.images) zip = await part.toBuffer();
      else {
        throw new BadInput(SEND_AS, { [part.fieldname]: 'Not a field of the import.' });
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLarge(
        `The images ZIP can be at most ${IMPORT_LIMITS.zipBytes / (1024 * 1024)} MB.`,
      );
    }
    throw new BadInput(`The upload could not be read. ${SEND_AS}`);
  }
  if (!csv) {
    const message = `Choose the CSV file to import under '${IMPORT_FIELDS.file}'.`;
    throw new BadInput(message, { [IMPORT_FIELDS.file]: message });
  }
  if (csv.length > IMPORT_LIMITS.csvBytes) {
    throw new PayloadTooLarge(
      `The CSV file can be at most ${IMPORT_LIMITS.csvBytes / (1024 * 1024)} MB.`,
    );
  }
  return { csv, zip: zip && zip.length > 0 ? zip : null };
}
