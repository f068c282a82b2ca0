/**
 * The server's clock as the browser journeys run it: real time plus an offset that only moves
 * forward. Made only when `config.testClock` is on (HAAT_TEST_CLOCK=1, never in production).
 */
export interface TestClock {
  now(): Date;
  /** Moves the clock forward; answers the new time. */
  advance(ms: number): Date;
}

export function createTestClock(): TestClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance(ms) {
      offset += ms;
      return now();
    },
  };
}
