import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD as FIELD, UPLOAD_LIMITS } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { BadInput, HttpError, PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';
import { registerCall } from '../http/calls.ts';
import { processImage } from './image-processing.ts';
import type { ProcessedImage } from './image-processing.ts';
import { storeImages } from './media.service.ts';

const MAX_MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);
const UNREADABLE = `The upload could not be read. Send the images as multipart/form-data under '${FIELD}'.`;

/**
 * POST /upload (Admin): multipart images under `photos` (docs/decisions/034-image-uploads.md).
 * Every file is checked and re-encoded first, and stored only when all of them pass, so a refused
 * file leaves nothing behind. Answers the image addresses in the order sent.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Registered here, so only this route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      files: UPLOAD_LIMITS.maxFiles,
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      fields: 10,
      fieldSize: 1024,
      parts: UPLOAD_LIMITS.maxFiles + 10,
      headerPairs: 100,
    },
  });

  registerCall(app, 'media.images.upload', {
    config: { upload: true },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaType(`Send the images as multipart/form-data under '${FIELD}'.`);
      }
      const images: ProcessedImage[] = [];
      for await (const bytes of uploadedFiles(request)) images.push(await processImage(bytes));
      if (images.length === 0) {
        throw new BadInput(/*i18n*/ 'Choose at least one image to upload.', {
          [FIELD]: 'Choose at least one image.',
        });
      }
      return reply.code(201).send(await storeImages(db, images));
    },
  });
};

/**
 * The bytes of each file sent under `photos`, one at a time. Whatever the multipart parser
 * cannot read (a boundary it refuses, a body cut short, a broken part header) is a 400 in the
 * shop's words, never the parser's own error as a 500
 * (docs/decisions/133-malformed-requests-in-the-shop-shape.md).
 */
async function* uploadedFiles(request: FastifyRequest): AsyncGenerator<Buffer> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD) {
        throw new BadInput(`Send the images under '${FIELD}'.`, {
          [part.fieldname]: `Not an upload field; use '${FIELD}'.`,
        });
      }
      yield await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
}

/** The multipart parser's errors, in the shop's words and statuses. */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadInput(`At most ${UPLOAD_LIMITS.maxFiles} images can be uploaded at once.`, {
        [FIELD]: `At most ${UPLOAD_LIMITS.maxFiles} images.`,
      });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLarge(`Images can be at most ${MAX_MB} MB.`);
    default:
      return new BadInput(UNREADABLE);
  }
}
