import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCall } from '../http/calls.ts';
import type { TestClock } from './test-clock.ts';

/**
 * POST /api/test-clock/advance: moves the server's clock forward, so that a journey tests a
 * wait (the minute between codes) without waiting. Registered only when the app was given a
 * test clock (HAAT_TEST_CLOCK=1 outside production); absent, the path is a 404.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (
  app,
  { clock },
) => {
  registerCall(app, 'clock.advance', {
    config: { sessionless: true },
    handler: async (request) => ({ now: clock.advance(request.body.seconds * 1000).toISOString() }),
  });
};
