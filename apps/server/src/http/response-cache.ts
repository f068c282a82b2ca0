import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Entry, Fill, ResponseCache } from '../catalog/response-cache.ts';
import {
  COMPRESS_MIN_BYTES,
  type Compress,
  encode,
  encodeInPool,
  type Encoding,
  preferredEncoding,
  sendEncoded,
  varyOnEncoding,
} from './compression.ts';

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
 * From this size on, an answer sent as it is goes as its kept bytes; a smaller one as its text,
 * which Node writes together with the headers in one piece (measured: bytes were slower for the
 * catalogue's 2 KB answers, text slower for the 90 KB rendered pages, docs/performance.md).
 */
const SENT_AS_BYTES_FROM = 16 * 1024;

/**
 * A cached answer's body compressed in `encoding`, made once and kept with the entry, so a
 * popular URL costs no compression.
 */
export function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  return (entry.encoded[encoding] ??= encode(encoding, entry.payload));
}

/** Compressions under way in the thread pool, per entry, so that waiting senders share one. */
const compressing = new WeakMap<Entry, Partial<Record<Encoding, Promise<Buffer>>>>();

/**
 * As `encodedBody`, but a form not made yet is made off the event loop, in the thread pool (see
 * `encodeInPool`) or by `compress`; everyone asking meanwhile waits for the same one. For large
 * answers.
 */
export function encodedBodyOffLoop(
  entry: Entry,
  encoding: Encoding,
  compress: Compress = encodeInPool,
): Buffer | Promise<Buffer> {
  const kept = entry.encoded[encoding];
  if (kept) return kept;
  let pending = compressing.get(entry);
  if (!pending) compressing.set(entry, (pending = {}));
  return (pending[encoding] ??= compress(encoding, entry.payload).then(
    (body) => (entry.encoded[encoding] ??= body),
  ));
}

/** A cached answer's body as it is: a large one's bytes made once, so never encoded again. */
export function plainBody(entry: Entry): Buffer | string {
  if (entry.payload.length < SENT_AS_BYTES_FROM) return entry.payload;
  return (entry.encoded.identity ??= Buffer.from(entry.payload));
}

/**
 * Sends a cached answer, compressed when it is large and the client takes brotli or gzip. Each
 * encoding of an answer is made once and kept with it, so a popular URL costs no compression.
 */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  void reply.type(entry.contentType);
  if (entry.payload.length < COMPRESS_MIN_BYTES) return void reply.send(plainBody(entry));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    varyOnEncoding(reply);
    return void reply.send(plainBody(entry));
  }
  sendEncoded(reply, encoding, encodedBody(entry, encoding));
}

/**
 * Hooks for the routes of `app` (an encapsulated plugin): a cacheable GET is answered from the
 * cache before validation and the handler run, and a fresh 200 answer is stored. Emptying it
 * is done by the catalogue's change events (catalog/catalog.subscribers.ts).
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
    // A staff member's own view is never stored by the browser or the shop's service worker
    // (apps/web/src/sw.ts stores only the catalogue's public answers).
    if (key !== request.url) void reply.header('cache-control', 'private, no-store');
    const hit = cache.get(key);
    // Answered here: no validation, handler or serialization for a hit.
    if (hit) return sendEntry(request, reply, hit);
    const miss = cache.fill(key);
    if ('fill' in miss) {
      request.responseCacheFill = miss.fill;
      // Compressed here once it is stored, not by the app's compression on every send.
      request.compressesItself = true;
      return done();
    }
    // Another request is renewing an expired answer: give that one meanwhile, without waiting.
    const stale = cache.stale(key);
    if (stale) return sendEntry(request, reply, stale);
    miss.pending
      .then((entry) => {
        if (entry) sendEntry(request, reply, entry);
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
      const route = request.routeOptions.url;
      const entry = cache.finish(fill, ok ? { payload, contentType, route } : null);
      if (typeof payload === 'string' && payload.length >= COMPRESS_MIN_BYTES) {
        varyOnEncoding(reply);
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding) {
          const body = entry ? encodedBody(entry, encoding) : encode(encoding, payload);
          void reply.header('content-encoding', encoding).removeHeader('content-length');
          return done(null, body);
        }
      }
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
