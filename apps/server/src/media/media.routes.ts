import { z } from 'zod';
import { safeText } from '@haat/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors.ts';
import { imageData } from './media.service.ts';

/** `<id>.webp` (large) or `<id>-400.webp` (small). */
const IMAGE_FILE = /^([0-9a-f]{32})(-400)?\.webp$/;

/**
 * GET /images/<id>.webp and /images/<id>-400.webp, from the database. An image never changes
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
        summary: 'An uploaded image as WebP (`<id>.webp`, or `<id>-400.webp` 400 px wide)',
        params: z.object({ file: safeText().max(100) }),
      },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      if (!match?.[1]) throw new NotFound('Image not found.');
      const id = match[1];
      const variant = match[2] ? 'small' : 'large';
      const etag = `"${id}${match[2] ?? ''}"`;
      const cacheHeaders = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
      };
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).headers(cacheHeaders).send();
      }
      const data = await imageData(db, id, variant);
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
