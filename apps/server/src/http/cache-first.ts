import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { chooseLanguage, LANG_COOKIE, ROUTES, routeOf } from '@haat/contracts';
import type { ResponseCache } from '../catalog/response-cache.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { COMPRESS_MIN_BYTES, preferredEncoding } from './compression.ts';
import { requestIdOf } from './request-id.ts';
import type { RenderedPages } from './rendered-pages.ts';
import { encodedBody, plainBody } from './response-cache.ts';
import { apiSecurityHeaders, pageSecurityHeaders } from './security.ts';
import { sessionCookieName } from './session.ts';

interface CacheFirstOptions {
  publicUrl: string;
  metrics: Metrics;
  /** The storefront's pages rendered on the server, when the web build has its renderer. */
  pages?: RenderedPages | null;
}

/**
 * The rendered pages answered here, with the route their answers are timed under in the
 * metrics (Fastify's own label: the product page is a route, home and the listing are sent by
 * the not-found handler). A shared product's page is not: its route remembers the agent.
 */
const PAGE_ROUTES = new Map<string, string>([
  [ROUTES.home, 'unmatched'],
  [ROUTES.productListing, 'unmatched'],
  [ROUTES.product, '/product/:id'],
]);

/**
 * Answers a repeated public read of the catalogue straight from the response cache, before
 * Fastify makes its request, reply, logger and hooks for it
 * (docs/decisions/199-cached-reads-before-fastify.md). Only a GET of the API without a session
 * cookie whose exact address is in the cache is answered here: the cache holds public answers
 * under their address alone (a staff member's own view under another key), so that answer is
 * what the routes would send. Its bytes and headers are the ones Fastify's path sends on a hit
 * (`http/response-cache.ts`), and it is timed in the metrics under its route. Anything else,
 * or nothing in the cache, goes to Fastify as before.
 */
export function answerFromCacheFirst(
  app: FastifyInstance,
  cache: ResponseCache,
  options: CacheFirstOptions,
): void {
  const server = app.server;
  const fastify = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (fastify.length !== 1) return;
  const [handle] = fastify as [(request: IncomingMessage, response: ServerResponse) => void];
  const securityHeaders = apiSecurityHeaders(options.publicUrl);
  const sessionCookie = `${sessionCookieName(options.publicUrl)}=`;

  const pageHeaders = pageSecurityHeaders(options.publicUrl);
  const pages = options.pages;

  /** A kept rendered page, sent as `sendRenderedPage` sends it, when its encoding is made. */
  const answeredPage = (request: IncomingMessage, response: ServerResponse, url: string) => {
    if (!pages) return false;
    const query = url.indexOf('?');
    const pattern = routeOf(query < 0 ? url : url.slice(0, query));
    const route = pattern && PAGE_ROUTES.get(pattern);
    if (!route || !pages.renders(pattern)) return false;
    const cookie = request.headers.cookie;
    const language = chooseLanguage(
      cookie ? app.parseCookie(cookie)[LANG_COOKIE] : undefined,
      request.headers['accept-language'],
    );
    const entry = pages.kept(url, language);
    if (!entry) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A form not made yet is made off the event loop by Fastify's path.
    const body = encoding ? entry.encoded[encoding] : plainBody(entry);
    if (!body) return false;
    const started = process.hrtime.bigint();
    const headers: Record<string, string | number> = {
      'x-request-id': requestIdOf(request),
      ...pageHeaders,
      vary: 'Cookie, Accept-Language, Accept-Encoding',
      'cache-control': 'no-cache',
      'content-type': entry.contentType,
    };
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = Buffer.byteLength(body);
    response.writeHead(200, headers).end(body);
    observe(route, started);
    return true;
  };

  const observe = (route: string, started: bigint) =>
    options.metrics.requestDuration.observe(
      { method: 'GET', route, status: '200' },
      Number(process.hrtime.bigint() - started) / 1e9,
    );

  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (request.method !== 'GET' || !url) return false;
    if (request.headers.cookie?.includes(sessionCookie)) return false;
    if (!url.startsWith('/api/')) return answeredPage(request, response, url);
    const entry = cache.get(url);
    if (!entry?.route) return false;
    const started = process.hrtime.bigint();
    const headers: Record<string, string | number> = {
      'x-request-id': requestIdOf(request),
      ...securityHeaders,
      'content-type': entry.contentType,
    };
    let body: Buffer | string = plainBody(entry);
    if (entry.payload.length >= COMPRESS_MIN_BYTES) {
      headers.vary = 'Accept-Encoding';
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) {
        headers['content-encoding'] = encoding;
        body = encodedBody(entry, encoding);
      }
    }
    headers['content-length'] = Buffer.byteLength(body);
    response.writeHead(200, headers).end(body);
    observe(entry.route, started);
    return true;
  };

  server.removeListener('request', handle);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answered(request, response)) handle(request, response);
  });
}
