import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect.ts';
import { rememberAgent } from './attribution.ts';
import { findPreviewProduct, renderPreview } from './link-preview.ts';

export interface LinkPreviewOptions {
  db: Db;
  publicUrl: string;
  now: () => Date;
  /** Folder of the built web app; without its index.html there is nothing to fill in. */
  webRoot: string | null;
}

// Any text: a page never answers 400; an unknown id simply gets the plain page.
const id = z.string();

/**
 * GET /product/{id} and /shared-product/{productId}/{agentId}: the app's page with the
 * product's preview tags (unknown ids get the plain page). A shared link's visit also
 * remembers the agent, so attribution holds even before the app's script has run.
 */
export const linkPreviewRoutes: FastifyPluginAsyncZod<LinkPreviewOptions> = async (
  app,
  { db, publicUrl, now, webRoot },
) => {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  if (!indexFile || !fs.existsSync(indexFile)) return;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');

  async function page(productId: string, pagePath: string) {
    const product = await findPreviewProduct(db.kysely, productId);
    return product ? renderPreview(indexHtml, product, publicUrl + pagePath, publicUrl) : indexHtml;
  }

  const config = { sessionless: true };
  app.get(
    '/product/:id',
    { config, schema: { hide: true, params: z.object({ id }) } },
    async (request, reply) => {
      const html = await page(
        request.params.id,
        `/product/${encodeURIComponent(request.params.id)}`,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );
  app.get(
    '/shared-product/:productId/:agentId',
    { config, schema: { hide: true, params: z.object({ productId: id, agentId: id }) } },
    async (request, reply) => {
      const { productId, agentId } = request.params;
      await rememberAgent(db, reply, agentId, now());
      const html = await page(
        productId,
        `/shared-product/${encodeURIComponent(productId)}/${encodeURIComponent(agentId)}`,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );
};
