import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long the server waits on a client (docs/security.md, README 'Timeouts'). */
export interface Timeouts {
  /** A connection that sends nothing for this long (a stalled body included) is closed. */
  stallMs: number;
  /** The whole request, headers and body, must arrive within this (all but uploads). */
  requestMs: number;
  /** The same for uploads (`config.upload`), which phones send slowly. */
  uploadMs: number;
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (above common load balancers' 60 s). */
  keepAliveMs: number;
  /**
   * How often Node looks for requests past the headers and request bounds: those two bite at
   * most this late (Node's default, 30 s, let a trickle of header lines live 50 s).
   */
  checkEveryMs: number;
}

export const TIMEOUTS: Timeouts = {
  stallMs: 30_000,
  requestMs: 60_000,
  uploadMs: 300_000,
  headersMs: 20_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes large, slow bodies (multipart uploads): the longer request bound. */
    upload?: boolean;
  }
  interface FastifyRequest {
    bodyDeadline: NodeJS.Timeout | null;
  }
}

/** Fastify's server options for the figures above. */
export function serverTimeoutOptions(timeouts: Timeouts) {
  return {
    // Node's socket inactivity timeout: no bytes for this long and the socket is destroyed.
    connectionTimeout: timeouts.stallMs,
    // Node's own bound on receiving a request: the longest one, the uploads'.
    requestTimeout: timeouts.uploadMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Given when the server is made: Node starts its checking timer in the constructor.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // A document of 500 selected orders names their ids in the address, about 18.5 KB: over
      // Node's default 16 KB of request head (docs/decisions/168-documents-with-pdfkit.md).
      maxHeaderSize: 32 * 1024,
    },
  };
}

/**
 * Node bounds every request by the longest figure (uploads); this bounds the others, whose
 * bodies are small (1 MB at most), to `requestMs`: a body still arriving then is cut off.
 */
export function registerTimeouts(app: FastifyInstance, timeouts: Timeouts): void {
  app.decorateRequest('bodyDeadline', null);
  const clear = (request: { bodyDeadline: NodeJS.Timeout | null }) => {
    if (request.bodyDeadline) clearTimeout(request.bodyDeadline);
    request.bodyDeadline = null;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.upload) return done();
    request.bodyDeadline = setTimeout(() => {
      request.log.info('request body not received in time: connection closed');
      request.raw.socket?.destroy();
    }, timeouts.requestMs);
    request.bodyDeadline.unref();
    done();
  });
  // The body has been read (or there was none) once validation begins.
  app.addHook('preValidation', (request, _reply, done) => {
    clear(request);
    done();
  });
  // The stall bound is about a client that sends nothing. Node's socket timeout behind it also
  // counts the server's own silence, so a handler working longer than `stallMs` (a large
  // catalogue import) had its connection closed. Once the whole request has arrived, the bound
  // is off until the answer starts; then it is back, for a client that stops reading
  // (docs/decisions/156-stall-bound-after-body.md).
  app.addHook('preHandler', (request, _reply, done) => {
    const raw = request.raw;
    const received = () => setSocketTimeout(raw.socket, 0);
    // A body read by the handler itself (multipart) has arrived when its stream ends.
    if (raw.complete) received();
    else raw.once('end', received);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    setSocketTimeout(request.raw.socket, timeouts.stallMs);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}

/** A live socket's inactivity timeout; injected requests (tests) have a socket without one. */
function setSocketTimeout(socket: Socket | null | undefined, ms: number): void {
  if (socket && !socket.destroyed && typeof socket.setTimeout === 'function') {
    socket.setTimeout(ms);
  }
}
