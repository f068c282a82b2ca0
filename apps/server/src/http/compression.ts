import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it,
 * else gzip, else none. A coding with q=0 is refused; `*` stands for any.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: Encoding) => {
    const q = accepted.get(coding) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** Brotli at quality 5 rather than 11: 11 would cost 20 times the CPU for a few percent. */
function brotliOptions(body: string | Buffer): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  };
}

const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** The options `encode` compresses `body` with, for a thread that compresses it elsewhere. */
export function encodingOptions(
  encoding: Encoding,
  body: string | Buffer,
): zlib.BrotliOptions | zlib.ZlibOptions {
  return encoding === 'br' ? brotliOptions(body) : GZIP_OPTIONS;
}

/** Something that compresses a large answer away from the event loop. */
export type Compress = (encoding: Encoding, body: string) => Promise<Buffer>;

/**
 * Compresses an answer, on the event loop: for the answers compressed as they go (or once per
 * cached answer), which are small (a few KB).
 */
export function encode(encoding: Encoding, body: string | Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body))
    : zlib.gzipSync(body, GZIP_OPTIONS);
}

const brotliInPool = promisify(zlib.brotliCompress);
const gzipInPool = promisify(zlib.gzip);

/**
 * Compresses an answer in libuv's thread pool, beside the event loop: for a large answer made
 * once (a rendered page, about 90 KB, whose brotli took 4 ms of the loop's time per render).
 * The same bytes as `encode`.
 */
export function encodeInPool(encoding: Encoding, body: string | Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliInPool(body, brotliOptions(body))
    : gzipInPool(body, GZIP_OPTIONS);
}

/** Says that the answer depends on Accept-Encoding, keeping what Vary already says. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** Sends an already compressed body with its headers. */
export function sendEncoded(reply: FastifyReply, encoding: Encoding, body: Buffer): void {
  varyOnEncoding(reply);
  void reply.header('content-encoding', encoding).send(body);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when something else (the response cache) compresses this answer itself. */
    compressesItself?: boolean;
  }
}

/**
 * JSON answers of at least COMPRESS_MIN_BYTES go out with brotli or gzip when the client takes
 * either. The response cache compresses its answers once, not here (catalog/response-cache).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (
      request.compressesItself ||
      body === null ||
      !type.startsWith('application/json') ||
      reply.hasHeader('content-encoding') ||
      Buffer.byteLength(body) < COMPRESS_MIN_BYTES
    ) {
      return done(null, payload);
    }
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, encode(encoding, body));
  });
}
