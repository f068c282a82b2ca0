import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Every answer is timed by its route pattern (`/api/products/:id`, never the URL asked for:
 * ids and search words would make a series each), and a 429 counts as a rate-limit refusal.
 * A request that matched no route counts as `unmatched`.
 */
export function registerMetricsHooks(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
    done();
  });
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics on the shop's own port, only with `Authorization: Bearer $METRICS_TOKEN`
 * (401 otherwise); registered only when METRICS_TOKEN is set, so without it the path is the
 * web app's 404 (docs/decisions/186-metrics.md). Not an /api call: it is for Prometheus, not
 * for the web app, and is not in the API documentation.
 */
export const metricsRoute: FastifyPluginAsync<{ metrics: Metrics; token: string }> = async (
  app,
  { metrics, token },
) => {
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!given.startsWith('Bearer ') || !sameSecret(given.slice('Bearer '.length), token)) {
      const message = 'Metrics need the Authorization: Bearer token of METRICS_TOKEN.';
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message, error: message });
    }
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(text);
  });
};

/**
 * GET /metrics on a port of its own (METRICS_PORT), for a scraper that reaches the machine but
 * not the public: no token there. Anything else on that port is a 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
  log: { error(obj: unknown, message: string): void },
): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: could not collect');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`METRICS_PORT ${port} is already in use; set METRICS_PORT to a free port.`)
          : error,
      ),
    );
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
