import type { TestClock } from './clock/test-clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { EventBus } from './events/event-bus.ts';
import type { Timeouts } from './http/timeouts.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboxTimings } from './mail/outbox.ts';

/** What the app is built from; tests pass their own (a fresh database, a test mailer, a clock). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Folder of the built web app, or null to serve the API only. */
  webRoot: string | null;
  /** Current time; tests move it. */
  now: () => Date;
  logger?: boolean | { level: string };
  /** Client timeouts; tests shorten them. */
  timeouts?: Partial<Timeouts>;
  /** Mail outbox worker timings; tests shorten them. */
  outboxTimings?: Partial<OutboxTimings>;
  /**
   * The app's event bus; buildApp makes one when none is given and subscribes the app's caches
   * and mails to it. Tests pass theirs, to announce the rows their factories write.
   */
  events?: EventBus;
  /**
   * Given only when `config.testClock` is on (never in production): `now` must be its `now`,
   * and POST /api/test-clock/advance moves it (docs/decisions/077-test-clock.md).
   */
  testClock?: TestClock;
}
