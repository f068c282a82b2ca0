import { errorBodySchema } from '../errors.ts';
import { healthSchema } from '../health.ts';
import { defineCalls } from './define.ts';

export const healthCalls = defineCalls({
  'health.check': {
    tags: ['health'],
    summary: 'Liveness, and reachability of the database and Redis (when configured)',
    response: { 200: healthSchema, 503: errorBodySchema },
  },
  'health.live': {
    tags: ['health'],
    summary: 'Liveness: 200 while the process runs (a load balancer restarts it otherwise)',
    response: { 200: healthSchema },
  },
  'health.ready': {
    tags: ['health'],
    summary: 'Readiness: 200 once migrations are done and the database and Redis answer',
    description:
      'A load balancer sends requests only to a ready process. 503 while the schema is not at ' +
      'the latest migration, the database or Redis (when configured) does not answer, or the ' +
      'process is shutting down.',
    response: { 200: healthSchema, 503: errorBodySchema },
  },
});
