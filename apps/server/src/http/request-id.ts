import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An incoming id worth keeping: 1 to 128 characters of letters, digits, '.', '_' and '-'. */
const KEPT_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of a request (docs/decisions/181-request-ids.md): the caller's `X-Request-Id` when it
 * is a safe token (a proxy or a client tracing its calls), else a new UUID. Fastify's own
 * `requestIdHeader` would keep any value, newlines and all, in every log line.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && KEPT_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Every answer carries its request's id in `X-Request-Id`, and a 5xx body carries it as
 * `requestId`, so a customer's complaint can be found in the logs (every log line of a request
 * has it as `reqId`).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 500 && isPlainObject(payload)) {
      done(null, { ...payload, requestId: request.id });
      return;
    }
    done(null, payload);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}
