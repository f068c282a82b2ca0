import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect.ts';
import { NotFound } from '../errors.ts';
import { pagesSitemap, productsSitemap, robotsTxt, sitemap } from './sitemap.ts';

export interface SitemapRouteOptions {
  db: Db;
  publicUrl: string;
  /** Addresses per sitemap file (tests make it small). */
  perFile?: number;
}

const XML = 'application/xml; charset=utf-8';

/**
 * GET /sitemap.xml, /sitemaps/pages.xml, /sitemaps/products-{n}.xml and /robots.txt: files for
 * search engines (docs/decisions/193-sitemap.md), not calls of the API.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRouteOptions> = async (
  app,
  { db, publicUrl, perFile },
) => {
  const options = { db: db.kysely, publicUrl, ...(perFile ? { perFile } : {}) };
  const config = { sessionless: true };
  const hide = true;

  app.get('/robots.txt', { config, schema: { hide } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { config, schema: { hide } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap(options)),
  );
  app.get('/sitemaps/pages.xml', { config, schema: { hide } }, async (_request, reply) =>
    reply.type(XML).header('cache-control', 'public, max-age=3600').send(pagesSitemap(options)),
  );
  app.get(
    '/sitemaps/products-:file.xml',
    { config, schema: { hide, params: z.object({ file: z.coerce.number().int() }) } },
    async (request, reply) => {
      const file = await productsSitemap(options, request.params.file);
      if (!file) throw new NotFound(/*i18n*/ 'There is no such sitemap file.');
      return reply.type(XML).header('cache-control', 'public, max-age=3600').send(file);
    },
  );
};
