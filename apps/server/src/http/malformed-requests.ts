import { STATUS_CODES } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

/*
 * Requests that never reach a route's handler, answered in the shop's error shape
 * `{ message, error }` without repeating what was sent
 * (docs/decisions/133-malformed-requests-in-the-shop-shape.md).
 */

/**
 * A path parameter may be as long as a request line can be (Node's 16 KB of headers), so that
 * a long one reaches its route, whose access check and schema answer it (401, 403, then 404),
 * instead of the router refusing it in its own format first.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * The path with every `%` that does not begin a decodable escape taken literally (`%25`): a
 * lone `%`, `%zz`, or escapes that are not UTF-8 (`%FF`, `%ED%A0%80`). The router refuses such
 * a path before any hook runs, in Fastify's own format and echoing it; rewritten, the request
 * reaches its route like any other, so access is decided first and a parameter that cannot
 * be an id is a 404 (docs/decisions/133-malformed-requests-in-the-shop-shape.md). The query
 * string is left to the query parser, which copes with bad escapes itself.
 */
export function escapeBadPercents(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const fixed = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      if (run === '%') return '%25';
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replaceAll('%', '%25');
      }
    });
    return queryAt === -1 ? fixed : fixed + url.slice(queryAt);
  }
}

/** Fastify's `rewriteUrl` option. */
export function rewriteUrl(request: IncomingMessage): string {
  return escapeBadPercents(request.url ?? '/');
}

/**
 * Fastify's `frameworkErrors`: what the router still refuses before routing, such as a request
 * target that is not a path (`GET *`).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long.']
      : [400, 'The address is not valid.'];
  void reply.status(status).send(errorBody(message));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a request line it cannot
 * read, headers too large) or gives up on (headers or body too slow), before there is a
 * request at all. The connection is closed after the answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
