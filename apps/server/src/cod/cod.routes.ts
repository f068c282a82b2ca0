import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COD_IMPORT_FIELD, COD_IMPORT_LIMITS } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { blockCodPincode, codSummary, importCodPincodes } from './cod.service.ts';

/** Where cash on delivery can go, for the Admin (docs/product.md, "Cash on delivery by pincode"). */
export const codRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  // Registered here, so only this plugin's import takes multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: COD_IMPORT_LIMITS.csvBytes + 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  registerCall(app, 'cod.pincodes.summary', {
    handler: async () => codSummary(db),
  });

  registerCall(app, 'cod.pincodes.import', {
    config: { upload: true },
    handler: async (request) => {
      const csv = await readCsvUpload(request, COD_IMPORT_FIELD, COD_IMPORT_LIMITS.csvBytes);
      return importCodPincodes(db, csv, now());
    },
  });

  registerCall(app, 'cod.pincodes.block', {
    handler: async (request) =>
      blockCodPincode(db, request.params.pincode, request.body.blocked, now()),
  });
};
