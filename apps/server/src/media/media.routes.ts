import { z } from 'zod';
import { safeText } from '@haat/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors.ts';
import { imageData, previewJpegData } from './media.service.ts';

/** `<id>.webp` (large), `<id>-400.webp` (small) or `<id>.jpg` (the link preview's JPEG). */
const IMAGE_FILE = /^([0-9a-f]{32})(?:(-400)?\.webp|(\.jpg))$/;

/**
 * GET /images/<id>.webp, /images/<id>-400.webp and /images/<id>.jpg (made on the first
 * request, then kept), from the database. An image never changes
 * (its id is its content hash), so browsers and proxies may keep it for a year and a matching
 * If-None-Match is answered with 304 without touching the database.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary:
          'An uploaded image as WebP (`<id>.webp`, or `<id>-400.webp` 400 px wide), or as ' +
          'the JPEG of link previews (`<id>.jpg`, at most 1200 px wide)',
        params: z.object({ file: safeText().max(100) }),
      },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      if (!match?.[1]) throw new NotFound(/*i18n*/ 'Image not found.');
      const id = match[1];
      const jpeg = match[3] !== undefined;
      const etag = `"${id}${match[2] ?? ''}${jpeg ? '-jpg' : ''}"`;
      const cacheHeaders = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
      };
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).headers(cacheHeaders).send();
      }
      if (jpeg) {
        const data = await previewJpegData(db, id);
        return reply.headers(cacheHeaders).type('image/jpeg').send(data);
      }
      const data = await imageData(db, id, match[2] ? 'small' : 'large');
      return reply.headers(cacheHeaders).type('image/webp').send(data);
    },
  );
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag);
}
