import { uploadResponseSchema } from '../catalog.ts';
import { UPLOAD_LIMITS } from '../constants.ts';
import { defineCalls, errorResponses } from './define.ts';
import { UPLOAD_FIELD } from './paths.ts';

const MAX_MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);

export const mediaCalls = defineCalls({
  'media.images.upload': {
    tags: ['media'],
    summary: 'Upload product or category images (Admin)',
    description:
      `multipart/form-data with up to ${UPLOAD_LIMITS.maxFiles} files under \`${UPLOAD_FIELD}\`, ` +
      `each at most ${MAX_MB} MB and ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels, ` +
      'JPEG, PNG, WebP or AVIF (judged by the bytes, not the name). Each is re-encoded to ' +
      'WebP without metadata and served at the returned address (and `-400.webp`). ' +
      '413 too large, 415 not an accepted image, 400 unreadable or too many files; when ' +
      'one file is refused nothing is stored.',
    consumes: ['multipart/form-data'],
    response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
  },
});
