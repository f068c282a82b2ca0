import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a strict Content-Security-Policy (scripts only from our origin; inline
 * styles are allowed because UI libraries set them — see docs/decisions/007-security-headers.md),
 * and the Origin check: a state-changing request must carry an Origin or Referer of the shop's own
 * origin.
 *
 * The pages, their files and the images get helmet's full set. The API's JSON answers are
 * never rendered as a page, so they carry a shorter and stricter set: nothing may load from
 * them or frame them, no sniffing, no use by other sites. Fewer headers on the busiest
 * answers is also less work on every request.
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string): void {
  const pageHeaders = pageSecurityHeaders(publicUrl);
  const apiHeaders = apiSecurityHeaders(publicUrl);
  const allowed = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    if (
      STATE_CHANGING.has(request.method) &&
      requestOrigin(request.headers.origin, request.headers.referer) !== allowed
    ) {
      return done(new Forbidden(/*i18n*/ 'This request did not come from the shop itself.'));
    }
    done();
  });
}

/**
 * For a GET that changes state (the first specification's `GET /logout`): whether another site sent
 * it. The browser's `Sec-Fetch-Site` says so when present (`cross-site`, or `same-site`: a sibling
 * subdomain is another site to us); an Origin or Referer of another origin says so too. A request
 * with neither (a typed address, an old browser, curl) is the shop's own.
 */
export function sentByAnotherSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const { origin, referer } = request.headers;
  if (!origin && !referer) return false;
  return requestOrigin(origin, referer) !== new URL(publicUrl).origin;
}

/** JSON answers of the API; its documentation pages (`/api/docs`) are pages. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** The security headers of the API's JSON answers. */
export function apiSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** The security headers of the pages and files: what helmet sets, captured from a stand-in response. */
export function pageSecurityHeaders(publicUrl: string): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  const source = origin && origin !== 'null' ? origin : referer;
  if (!source) return null;
  try {
    return new URL(source).origin;
  } catch {
    return null;
  }
}
