import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTES, safeId, type RoutePattern } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { encode, preferredEncoding, varyOnEncoding } from '../http/compression.ts';
import { requestLanguage } from '../http/language.ts';
import type { DehydratedStateLike, RenderedPages } from '../http/rendered-pages.ts';
import { pageProduct } from '../http/structured-data.ts';
import { sendRenderedPage, type WebPages } from '../http/web-app.ts';
import { rememberAgent } from './attribution.ts';
import { findPreviewImage, findPreviewProduct, renderPreview } from './link-preview.ts';

export interface LinkPreviewOptions {
  db: Db;
  publicUrl: string;
  now: () => Date;
  /** The built web app's pages; without them there is nothing to fill in. */
  pages: WebPages | null;
  /** The product pages rendered on the server, when the web build has its renderer. */
  rendered?: RenderedPages | null;
}

// Any text: a page never answers 400; an unknown id simply gets the plain page.
const id = z.string();

/**
 * GET /product/{id} and /shared-product/{productId}/{agentId}: the app's page (with the
 * route's preloads) carrying the product's preview tags; unknown ids get the plain page. A
 * shared link's visit also remembers the agent, so attribution holds even before the app's
 * script has run.
 */
export const linkPreviewRoutes: FastifyPluginAsyncZod<LinkPreviewOptions> = async (
  app,
  { db, publicUrl, now, pages, rendered },
) => {
  if (!pages) return;

  async function withPreview(indexHtml: string, productId: string, pagePath: string) {
    // An id no product can have (a control character, say) is simply not found.
    const product = safeId().safeParse(productId).success
      ? await findPreviewProduct(db.kysely, productId)
      : undefined;
    return product ? renderPreview(indexHtml, product, publicUrl + pagePath, publicUrl) : indexHtml;
  }

  /**
   * A rendered page with the preview of the product it shows, from the page's own answer (the
   * same price and stock as the page), not read again; only its picture's size is looked up.
   */
  async function withPageProductPreview(
    html: string,
    state: DehydratedStateLike,
    pagePath: string,
  ) {
    const product = pageProduct(state);
    if (!product || product.disabled) return html;
    const preview = {
      name: product.productName,
      description: product.description,
      pricePaise: Math.round(product.price * 100),
      image: product.images.length > 0 ? await findPreviewImage(db.kysely, product._id) : null,
    };
    return renderPreview(html, preview, publicUrl + pagePath, publicUrl);
  }

  async function page(pattern: RoutePattern, productId: string, pagePath: string) {
    const indexHtml = (pages?.get(pattern) ?? pages?.get(null))?.html ?? '';
    return withPreview(indexHtml, productId, pagePath);
  }

  /** The page rendered on the server, with its preview tags, when the renderer is there. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pattern: RoutePattern,
    productId: string,
    pagePath: string,
  ) {
    if (rendered) {
      const base = (pages?.get(pattern) ?? pages?.get(null))?.renderedBase ?? '';
      const url = request.url;
      const made = await rendered.page(
        url,
        base,
        (html, state) => withPageProductPreview(html, state, pagePath),
        requestLanguage(request),
      );
      return sendRenderedPage(request, reply, made, rendered.compress);
    }
    return send(request, reply, await page(pattern, productId, pagePath));
  }

  function send(request: FastifyRequest, reply: FastifyReply, html: string) {
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    varyOnEncoding(reply);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encode(encoding, html));
  }

  const config = { sessionless: true };
  app.get(
    '/product/:id',
    { config, schema: { hide: true, params: z.object({ id }) } },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        ROUTES.product,
        request.params.id,
        `/product/${encodeURIComponent(request.params.id)}`,
      ),
  );
  app.get(
    '/shared-product/:productId/:agentId',
    { config, schema: { hide: true, params: z.object({ productId: id, agentId: id }) } },
    async (request, reply) => {
      const { productId, agentId } = request.params;
      await rememberAgent(db, reply, agentId, now());
      return sendPage(
        request,
        reply,
        ROUTES.sharedProduct,
        productId,
        `/shared-product/${encodeURIComponent(productId)}/${encodeURIComponent(agentId)}`,
      );
    },
  );
};
