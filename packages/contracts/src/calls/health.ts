import { errorBodySchema } from '../errors.ts';
import { healthSchema } from '../health.ts';
import { defineCalls } from './define.ts';

export const healthCalls = defineCalls({
  'health.check': {
    tags: ['health'],
    summary: 'Liveness, and reachability of the database and Redis (when configured)',
    response: { 200: healthSchema, 503: errorBodySchema },
  },
});
