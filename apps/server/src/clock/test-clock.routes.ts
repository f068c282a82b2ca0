import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/errors.ts';
import type { TestClock } from './test-clock.ts';

/** At most 31 days per call: past every lifetime the shop has (codes, links, sessions). */
const MAX_ADVANCE_SECONDS = 31 * 24 * 60 * 60;

/**
 * POST /api/test-clock/advance: moves the server's clock forward, so that a journey tests a
 * wait (the minute between codes) without waiting. Registered only when the app was given a
 * test clock (HAAT_TEST_CLOCK=1 outside production); absent, the path is a 404.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (
  app,
  { clock },
) => {
  app.post(
    '/test-clock/advance',
    {
      config: { sessionless: true },
      schema: {
        hide: true,
        body: z.object({ seconds: z.number().int().min(1).max(MAX_ADVANCE_SECONDS) }),
        response: { 200: z.object({ now: z.string() }), ...errorResponses(400) },
      },
    },
    async (request) => ({ now: clock.advance(request.body.seconds * 1000).toISOString() }),
  );
};
