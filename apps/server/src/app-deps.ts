import type { TestClock } from './clock/test-clock.ts';
import type { ResponseCache } from './catalog/response-cache.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { EventBus } from './events/event-bus.ts';
import type { Timeouts } from './http/timeouts.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboxTimings } from './mail/outbox.ts';
import type { Messenger } from './sms/messenger.ts';

/** What the app is built from; tests pass their own (a fresh database, a test mailer, a clock). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Sends SMS; by default from `config.sms` (the console when SMS_URL is unset). */
  messenger?: Messenger;
  /** Folder of the built web app, or null to serve the API only. */
  webRoot: string | null;
  /** Current time; tests move it. */
  now: () => Date;
  /** Fastify's logger: off, or a level (and, for tests that read the lines, a stream). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
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
  /** The catalogue's response cache; buildApp makes one. Tests pass theirs, to look into it. */
  catalogueCache?: ResponseCache;
}
