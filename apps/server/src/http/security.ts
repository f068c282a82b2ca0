import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { Forbidden } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a strict Content-Security-Policy (scripts only from our origin; inline
 * styles are allowed because UI libraries set them — see docs/decisions.md), and the Origin
 * check: a state-changing request must carry an Origin or Referer of the shop's own origin.
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  const allowed = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (
      STATE_CHANGING.has(request.method) &&
      requestOrigin(request.headers.origin, request.headers.referer) !== allowed
    ) {
      return done(new Forbidden('This request did not come from the shop itself.'));
    }
    done();
  });
}

/** What helmet sets, captured once from a stand-in response. */
function securityHeaders(publicUrl: string): Record<string, string> {
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
