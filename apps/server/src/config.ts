import os from 'node:os';
import { z } from 'zod';
import { maskSecrets } from './secrets.ts';
import { SMS_KINDS, templateVariable } from './sms/messenger.ts';
import type { SmsGatewayConfig, SmsKind } from './sms/messenger.ts';

/** A DLT template id as gateways issue them (MSG91's flow ids: 24 hex digits). */
const templateId = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{4,64}$/,
    'must be the template id the SMS gateway issued (letters and digits)',
  )
  .optional();
const smsTemplateVariables = Object.fromEntries(
  SMS_KINDS.flatMap((kind) => [
    [templateVariable(kind), templateId],
    // The kind's Hindi template, optional: without it a Hindi SMS goes by the English one.
    [`${templateVariable(kind)}_HI`, templateId],
  ]),
) as Record<string, typeof templateId>;

const booleanish = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('sqlite:./data/haat.db')
      .refine(
        (value) => /^sqlite:.+/.test(value) || isPostgresUrl(value),
        'must be sqlite:<file> (e.g. sqlite:./data/haat.db) or postgres://user@host:port/database',
      ),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number from 1 to 100' })
      .int('must be a whole number from 1 to 100')
      .min(1, 'must be a whole number from 1 to 100')
      .max(100, 'must be a whole number from 1 to 100')
      .default(10),
    PUBLIC_URL: z
      .url({ error: 'must be an absolute http(s) URL such as https://shop.example' })
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    SMTP_URL: z
      .url({ error: 'must look like smtp://user:pass@host:port' })
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
    SMS_URL: z
      .url({ error: 'must be the SMS gateway address such as https://control.msg91.com' })
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    SMS_AUTH_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "must be the gateway's auth key (letters and digits)")
      .optional(),
    SMS_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be the 6 capital letters of the registered DLT sender id')
      .optional(),
    ...smsTemplateVariables,
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: z.enum(['auto', 'false'], { error: "must be 'auto' or 'false'" }).default('auto'),
    REDIS_URL: z
      .url({ error: 'must look like redis://host:6379' })
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    TRUST_PROXY: booleanish.default(false),
    METRICS_PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .optional(),
    METRICS_TOKEN: z
      .string()
      .regex(
        /^[A-Za-z0-9._~+/=-]{24,200}$/,
        'must be 24 to 200 characters of letters, digits and . _ ~ + / = - (e.g. openssl rand -hex 24)',
      )
      .optional(),
    RENDER_WORKERS: z.coerce
      .number({ error: 'must be a whole number from 0 to 16' })
      .int('must be a whole number from 0 to 16')
      .min(0, 'must be a whole number from 0 to 16')
      .max(16, 'must be a whole number from 0 to 16')
      .optional(),
    HAAT_TEST_CLOCK: z.enum(['1'], { error: "must be '1' or unset" }).optional(),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((env, ctx) => {
    if (!env.SMS_URL) return;
    const values = env as Record<string, unknown>;
    for (const name of ['SMS_AUTH_KEY', 'SMS_SENDER_ID', ...SMS_KINDS.map(templateVariable)]) {
      if (!values[name]) {
        ctx.addIssue({ code: 'custom', message: 'must be set when SMS_URL is set', path: [name] });
      }
    }
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    message: 'must differ from PORT: the metrics port is not for the public',
    path: ['METRICS_PORT'],
  })
  .refine((env) => !(env.HAAT_TEST_CLOCK && env.NODE_ENV === 'production'), {
    message: 'lets tests move the clock and is refused when NODE_ENV=production',
    path: ['HAAT_TEST_CLOCK'],
  });

function isPostgresUrl(value: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.length > 0 && url.pathname.length > 1;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** PostgreSQL: how many connections this process opens at most (SQLite has one). */
  databasePoolSize: number;
  /** Origin of the shop as people reach it; state-changing requests must come from it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS gateway (MSG91's Flow API); undefined = the console (sms/messenger.ts). */
  sms: SmsGatewayConfig | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** GET /metrics on this port of its own, without a token (docs/decisions/186-metrics.md). */
  metricsPort: number | undefined;
  /** GET /metrics on the shop's port with `Authorization: Bearer <token>`; off when unset. */
  metricsToken: string | undefined;
  /**
   * Worker threads that render the storefront's pages (decision 385): by default one fewer
   * than the cores, at most four; 0 renders them on the event loop.
   */
  renderWorkers: number;
  /**
   * HAAT_TEST_CLOCK=1 outside production: the browser journeys may move the server's clock
   * forward (clock/test-clock.routes.ts; docs/decisions/077-test-clock.md). Never on in production.
   */
  testClock: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a sentence naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const value = present[name];
      // Passwords never come back: not ADMIN_PASSWORD, nor one inside a connection URL.
      const shown =
        value === undefined || /PASSWORD|SMTP_URL|TOKEN|AUTH_KEY/.test(name)
          ? ''
          : ` (got "${maskSecrets(value)}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}.`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: e.SMS_URL
      ? {
          url: e.SMS_URL,
          authKey: e.SMS_AUTH_KEY!,
          senderId: e.SMS_SENDER_ID!,
          templates: Object.fromEntries(
            SMS_KINDS.map((kind) => [kind, (e as Record<string, unknown>)[templateVariable(kind)]]),
          ) as Record<SmsKind, string>,
          hindiTemplates: Object.fromEntries(
            SMS_KINDS.map((kind) => [
              kind,
              (e as Record<string, unknown>)[`${templateVariable(kind)}_HI`],
            ]).filter(([, id]) => id),
          ) as Partial<Record<SmsKind, string>>,
        }
      : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO === 'auto',
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    renderWorkers: e.RENDER_WORKERS ?? Math.min(4, os.availableParallelism() - 1),
    testClock: e.HAAT_TEST_CLOCK === '1' && e.NODE_ENV !== 'production',
  };
}
