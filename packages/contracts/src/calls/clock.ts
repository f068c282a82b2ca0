import { z } from 'zod';
import { defineCalls, errorResponses } from './define.ts';

/** At most 31 days per call: past every lifetime the shop has (codes, links, sessions). */
const MAX_ADVANCE_SECONDS = 31 * 24 * 60 * 60;

/**
 * Moves the server's clock forward, so that a journey tests a wait (the minute between codes)
 * without waiting. Only on a server given a test clock (HAAT_TEST_CLOCK=1 outside production).
 */
export const clockCalls = defineCalls({
  'clock.advance': {
    hide: true,
    body: z.object({ seconds: z.number().int().min(1).max(MAX_ADVANCE_SECONDS) }),
    response: { 200: z.object({ now: z.string() }), ...errorResponses(400) },
  },
});
