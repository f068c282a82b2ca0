import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How long the rest of the close (the outbox's batch, the pools) may take after that. */
export const CLOSE_BOUND_MS = 20_000;

export type ShutdownResult = 'clean' | 'forced' | 'stuck';

/**
 * Stops a server the way a load balancer expects (docs/decisions/183-graceful-shutdown.md):
 * it stops accepting at once (new requests on open connections get 503 with
 * `Connection: close`), requests in flight finish within `graceMs` (after that their
 * connections are cut: 'forced'), then the close hooks run: the outbox worker finishes the
 * batch it is sending and claims nothing more, the render workers end (no render is in flight
 * once the requests have finished), Redis and the database pools close. 'stuck'
 * when those did not end within `closeBoundMs` either.
 */
export async function closeGracefully(
  app: FastifyInstance,
  graceMs = SHUTDOWN_GRACE_MS,
  closeBoundMs = CLOSE_BOUND_MS,
): Promise<ShutdownResult> {
  let forced = false;
  const closing = app.close().then(() => 'closed' as const);
  // A keep-alive connection whose request finishes after the close began would otherwise stay
  // open, holding the close until the grace ends: close each as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  const grace = setTimeout(() => {
    forced = true;
    app.log.warn({ graceMs }, 'shutdown: requests still in flight; closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  let bound: NodeJS.Timeout | undefined;
  const stuck = new Promise<'stuck'>((resolve) => {
    bound = setTimeout(() => resolve('stuck'), graceMs + closeBoundMs);
  });
  try {
    const outcome = await Promise.race([closing, stuck]);
    if (outcome === 'stuck') return 'stuck';
    return forced ? 'forced' : 'clean';
  } finally {
    clearInterval(idle);
    clearTimeout(grace);
    clearTimeout(bound);
  }
}

/** SIGTERM and SIGINT close the server gracefully once, then end the process. */
export function exitOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      const result = await closeGracefully(app);
      app.log.info({ result }, 'shut down');
      process.exit(result === 'clean' ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
