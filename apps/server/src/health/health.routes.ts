import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { checkDatabase } from './health.service.ts';

/** GET /api/health: 200 once the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { sessionless: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        const message = 'The database is not answering.';
        return reply.status(503).send({ message, error: message });
      }
    },
  );
};
