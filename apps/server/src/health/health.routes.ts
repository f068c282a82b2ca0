import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { checkDatabase, migrationsCheck } from './health.service.ts';

/** What stops a process from serving: the database or Redis not answering, null when they do. */
async function storesProblem(
  db: Db,
  limiter: RateLimiter,
  log: FastifyBaseLogger,
): Promise<string | null> {
  try {
    await checkDatabase(db);
  } catch (error) {
    log.warn({ err: error }, 'health check: database unreachable');
    return 'The database is not answering.';
  }
  const problem = await limiter.problem();
  if (problem) log.warn(problem);
  return problem;
}

/**
 * GET /api/health: 200 once the database (and Redis, when configured) answers, else 503.
 * GET /api/health/live: 200 while the process runs. GET /api/health/ready: 200 once the
 * migrations are done and the stores answer, else 503 (and 503 while shutting down, which
 * Fastify answers for every new request then): docs/decisions/182-live-and-ready.md.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  const migrated = migrationsCheck(db);
  registerCall(app, 'health.check', {
    config: { sessionless: true },
    handler: async (request, reply) => {
      const problem = await storesProblem(db, limiter, request.log);
      if (problem) return reply.status(503).send({ message: problem, error: problem });
      return { status: 'ok' as const };
    },
  });
  registerCall(app, 'health.live', {
    config: { sessionless: true },
    handler: async () => ({ status: 'ok' as const }),
  });
  registerCall(app, 'health.ready', {
    config: { sessionless: true },
    handler: async (request, reply) => {
      let problem: string | null;
      try {
        problem = await migrated();
      } catch (error) {
        request.log.warn({ err: error }, 'ready check: migrations table unreadable');
        problem = 'The database is not answering.';
      }
      problem ??= await storesProblem(db, limiter, request.log);
      if (problem) return reply.status(503).send({ message: problem, error: problem });
      return { status: 'ok' as const };
    },
  });
};
