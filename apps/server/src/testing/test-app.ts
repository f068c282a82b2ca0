import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { EventBus } from '../events/event-bus.ts';
import type { Config } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { startMailCatcher } from '@haat/testing/mail-catcher';
import type { MailCatcher } from '@haat/testing/mail-catcher';
import { gatewayEnv, startSmsGateway } from '@haat/testing/sms-gateway';
import type { SmsGateway } from '@haat/testing/sms-gateway';
import { SMS_KINDS } from '../sms/messenger.ts';
import { createTestDb } from './test-db.ts';
import type { TestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://shop.test';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  /** The app's event bus; the catalogue factories announce on it what they write. */
  events: EventBus;
  /** The real SMTP server this app mails to. */
  mailbox: MailCatcher;
  /** The local SMS gateway (MSG91's Flow shape) this app sends SMS to. */
  sms: SmsGateway;
  /** `app.inject` from the shop's own origin, as the browser app sends it. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * An app on a fresh database, built in-process; pass overrides for config or deps, or `db` for
 * an app on a database the test made (the app closes it, as it closes its own; no other
 * database is made then, so none is left behind).
 */
export async function buildTestApp(
  overrides: {
    env?: NodeJS.ProcessEnv;
    db?: TestDb;
    deps?: Partial<Omit<AppDeps, 'db'>>;
    /** Extra routes a test needs, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const db = overrides.db ?? (await createTestDb());
  const mailbox = await startMailCatcher();
  const sms = await startSmsGateway();
  const config = loadConfig({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SMTP_URL: mailbox.url,
    ...gatewayEnv(sms, SMS_KINDS),
    ...overrides.env,
  });
  const now = overrides.deps?.now ?? (() => new Date());
  const events =
    overrides.deps?.events ??
    new EventBus({ error: (obj, message) => console.error(message, obj) });
  const app = await buildApp({
    config,
    db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, () => undefined),
    webRoot: null,
    now,
    logger: false,
    ...overrides.deps,
    events,
  });
  overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    events,
    mailbox,
    sms,
    request: (options) =>
      app.inject({
        remoteAddress: randomIp(),
        ...options,
        headers: { origin: TEST_ORIGIN, ...options.headers },
      }),
    close: async () => {
      await app.close();
      await mailbox.close();
      await sms.close();
    },
  };
}

/**
 * Each request comes from its own made-up client address (a label for app.inject; nothing
 * is sent anywhere), so per-IP rate limits only bite in the tests that set one on purpose.
 */
function randomIp(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
}

/** A clock the test moves by hand, for lifetimes and rate-limit windows. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}
