import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../catalog/response-cache.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { COMPRESS_MIN_BYTES, preferredEncoding } from './compression.ts';
import { requestIdOf } from './request-id.ts';
import { encodedBody, plainBody } from './response-cache.ts';
import { apiSecurityHeaders } from './security.ts';
import { sessionCookieName } from './session.ts';

interface CacheFirstOptions {
  publicUrl: string;
  metrics: Metrics;
}

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

  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith('/api/')) return false;
    if (request.headers.cookie?.includes(sessionCookie)) return false;
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
    options.metrics.requestDuration.observe(
      { method: 'GET', route: entry.route, status: '200' },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
    return true;
  };

  server.removeListener('request', handle);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answered(request, response)) handle(request, response);
  });
}
