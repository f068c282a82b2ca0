import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMITTANCE_FIELD, REMITTANCE_LIMITS } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { requireUser } from '../http/session.ts';
import { importRemittances } from './remittances.service.ts';

/** The couriers' COD remittance files, for the Admin (docs/product.md, "COD remittances"). */
export const remittancesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  events: EventBus;
}> = async (app, { db, now, events }) => {
  // Registered here, so only this plugin's import takes multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: REMITTANCE_LIMITS.csvBytes + 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  registerCall(app, 'remittances.import', {
    config: { upload: true },
    handler: async (request) => {
      const csv = await readCsvUpload(request, REMITTANCE_FIELD, REMITTANCE_LIMITS.csvBytes);
      return importRemittances({ db, now, events }, requireUser(request), csv);
    },
  });
};
