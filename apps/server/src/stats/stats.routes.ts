import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import { registerCall } from '../http/calls.ts';
import { requireUser } from '../http/session.ts';
import type { AdminStatsMemo } from './admin-stats-memo.ts';
import { adminStats, agentStats } from './stats.service.ts';

/** The dashboards' figures (issue 25, docs/product.md "Admin: dashboard"). */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Db; memo: AdminStatsMemo }> = async (
  app,
  { db, memo },
) => {
  registerCall(app, 'stats.admin.get', {
    handler: async (request) =>
      memo.of(request.query.from, request.query.to, () => adminStats(db, request.query)),
  });

  registerCall(app, 'stats.agent.get', {
    handler: async (request) => agentStats(db, requireUser(request)._id, request.query),
  });
};
