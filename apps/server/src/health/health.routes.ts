import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { checkDatabase } from './health.service.ts';

/** GET /api/health: 200 once the database (and Redis, when configured) answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
  registerCall(app, 'health.check', {
    config: { sessionless: true },
    handler: async (request, reply) => {
      try {
        await checkDatabase(db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        const message = 'The database is not answering.';
        return reply.status(503).send({ message, error: message });
      }
      const problem = await limiter.problem();
      if (problem) {
        request.log.warn(problem);
        return reply.status(503).send({ message: problem, error: problem });
      }
      return { status: 'ok' as const };
    },
  });
};
