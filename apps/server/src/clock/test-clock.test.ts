import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestClock } from './test-clock.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const advance = (app: TestApp, seconds: unknown) =>
  app.request({ method: 'POST', url: '/api/test-clock/advance', payload: { seconds } });

describe('the test clock', () => {
  it('does not exist unless configured (HAAT_TEST_CLOCK unset)', async () => {
    const clock = createTestClock();
    t = await buildTestApp({ deps: { now: clock.now, testClock: clock } });
    expect((await advance(t, 60)).statusCode).toBe(404);
  });

  it('moves the server clock forward when HAAT_TEST_CLOCK=1', async () => {
    const clock = createTestClock();
    t = await buildTestApp({
      env: { HAAT_TEST_CLOCK: '1' },
      deps: { now: clock.now, testClock: clock },
    });
    const before = clock.now().getTime();
    const answer = await advance(t, 61);
    expect(answer.statusCode).toBe(200);
    const moved = Date.parse(answer.json<{ now: string }>().now) - before;
    expect(moved).toBeGreaterThanOrEqual(61_000);
    expect(moved).toBeLessThan(71_000);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(61_000);
  });

  it('refuses a step back or a made-up amount (400)', async () => {
    const clock = createTestClock();
    t = await buildTestApp({
      env: { HAAT_TEST_CLOCK: '1' },
      deps: { now: clock.now, testClock: clock },
    });
    for (const seconds of [-5, 0, 1.5, 'soon', 10 ** 9]) {
      expect((await advance(t, seconds)).statusCode).toBe(400);
    }
  });
});
