import { z } from 'zod';
import { maskSecrets } from './secrets.ts';

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
    PUBLIC_URL: z
      .url({ error: 'must be an absolute http(s) URL such as https://shop.example' })
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    SMTP_URL: z
      .url({ error: 'must look like smtp://user:pass@host:port' })
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
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
    HAAT_TEST_CLOCK: z.enum(['1'], { error: "must be '1' or unset" }).optional(),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
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
  /** Origin of the shop as people reach it; state-changing requests must come from it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
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
        value === undefined || /PASSWORD|SMTP_URL/.test(name)
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO === 'auto',
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    testClock: e.HAAT_TEST_CLOCK === '1' && e.NODE_ENV !== 'production',
  };
}
