import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Fill, ResponseCache } from '../catalog/response-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route may be reused for a while (the catalogue reads, 5 s). */
    responseCache?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    /** Set on a cacheable GET that missed and went on to the handler. */
    responseCacheFill: Fill | null;
  }
}

/**
 * What an answer is kept under: its URL, and for an Agent or the Admin their own view of it
 * (on routes that read the session, answers to them carry more, e.g. agentCommission). A
 * sessionless route never knows the caller, so everyone shares its public answer.
 */
function cacheKey(request: FastifyRequest): string {
  const role = request.user?.role;
  return role === 'Agent' || role === 'Admin' ? `staff ${request.url}` : request.url;
}

/**
 * Hooks for the routes of `app` (an encapsulated plugin): a cacheable GET is answered from the
 * cache before validation and the handler run, and a fresh 200 answer is stored. Emptying it
 * is the services' part: they know when the catalogue changed.
 */
export function useResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorateRequest('responseCacheFill', null);
  const cacheable = (request: FastifyRequest) => {
    if (request.method !== 'GET') return false;
    const flag = request.routeOptions.config.responseCache;
    return typeof flag === 'function' ? flag(request) : flag === true;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = cacheKey(request);
    const hit = cache.get(key);
    // Answered here: no validation, handler or serialization for a hit.
    if (hit) return void reply.type(hit.contentType).send(hit.payload);
    const miss = cache.fill(key);
    if ('fill' in miss) {
      request.responseCacheFill = miss.fill;
      return done();
    }
    // Another request is renewing an expired answer: give that one meanwhile, without waiting.
    const stale = cache.stale(key);
    if (stale) return void reply.type(stale.contentType).send(stale.payload);
    miss.pending
      .then((entry) => {
        if (entry) void reply.type(entry.contentType).send(entry.payload);
        else done();
      })
      // Never an unhandled rejection: that would stop the process.
      .catch((error: unknown) => request.log.error({ err: error }, 'response cache'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.responseCacheFill;
    if (fill) {
      request.responseCacheFill = null;
      const ok = reply.statusCode === 200 && typeof payload === 'string';
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.finish(fill, ok ? { payload, contentType } : null);
    }
    done(null, payload);
  });

  // A request that ends without an answer (an aborted connection) releases its waiters.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.responseCacheFill) cache.finish(request.responseCacheFill, null);
    request.responseCacheFill = null;
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (request.responseCacheFill) cache.finish(request.responseCacheFill, null);
    request.responseCacheFill = null;
    done();
  });
}
