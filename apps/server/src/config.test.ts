import os from 'node:os';
import { SMS_KINDS, templateVariable } from './sms/messenger.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('sqlite:./data/haat.db');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
  });

  it('accepts a PostgreSQL URL and an admin pair', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop@db.internal:5432/haat',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'long-enough-secret',
      SEED_DEMO: 'false',
    });
    expect(config.databaseUrl).toBe('postgres://shop@db.internal:5432/haat');
    expect(config.admin).toEqual({ email: 'owner@example.com', password: 'long-enough-secret' });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 1 to 65535 \(got "70000"\)/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be sqlite:<file>/],
    [{ DATABASE_URL: 'postgres://' }, /DATABASE_URL must be sqlite:<file>/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100/],
    [{ DATABASE_POOL_SIZE: 'ten' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100/],
    [{ PUBLIC_URL: 'shop.example' }, /PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO must be 'auto' or 'false'/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ HAAT_TEST_CLOCK: 'yes' }, /HAAT_TEST_CLOCK must be '1' or unset/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be 24 to 200 characters/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true or false/],
    [
      { HAAT_TEST_CLOCK: '1', NODE_ENV: 'production' },
      /HAAT_TEST_CLOCK lets tests move the clock and is refused when NODE_ENV=production/,
    ],
  ])('refuses %o with a sentence naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['DATABASE_URL', 'postgres://shop:pg-s3cret@db.example/'],
    ['REDIS_URL', 'http://cache:redis-s3cret@cache.example:6379'],
  ])('masks the password of a bad %s', (name, value) => {
    const message = (() => {
      try {
        loadConfig({ [name]: value });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).toContain(':***@');
    expect(message).not.toContain('s3cret');
  });

  it('reads the metrics settings, and never echoes a bad token', () => {
    const config = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) });
    expect(config.metricsPort).toBe(9464);
    expect(config.metricsToken).toBe('a'.repeat(32));
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'bad token with spaces but long enough' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be 24 to 200 characters[^"]*\.$/,
    );
  });

  it('renders pages on one worker fewer than the cores, or as many as RENDER_WORKERS says', () => {
    expect(loadConfig({}).renderWorkers).toBe(Math.min(4, os.availableParallelism() - 1));
    expect(loadConfig({ RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(loadConfig({ RENDER_WORKERS: '2' }).renderWorkers).toBe(2);
    expect(() => loadConfig({ RENDER_WORKERS: 'many' })).toThrow(
      /^Invalid configuration: RENDER_WORKERS must be a whole number from 0 to 16/,
    );
  });

  it('never echoes a password in the message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must be at least 8 characters\.$/,
    );
  });

  it('lets tests move the clock only when asked for, outside production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
    expect(loadConfig({ HAAT_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ HAAT_TEST_CLOCK: '1', NODE_ENV: 'test' }).testClock).toBe(true);
  });

  it('SMS: unset is the console; a gateway needs its key, sender and every template id', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    const templates = Object.fromEntries(
      SMS_KINDS.map((kind) => [templateVariable(kind), `flow${kind}`]),
    );
    const env = {
      SMS_URL: 'https://control.msg91.com',
      SMS_AUTH_KEY: 'abcdefgh12345678',
      SMS_SENDER_ID: 'HAATSH',
      ...templates,
    };
    expect(loadConfig(env).sms).toMatchObject({
      url: 'https://control.msg91.com',
      senderId: 'HAATSH',
      templates: { signInCode: 'flowsignInCode', agentOrderDelivered: 'flowagentOrderDelivered' },
    });
    expect(() => loadConfig({ ...env, SMS_AUTH_KEY: '' })).toThrow(
      'SMS_AUTH_KEY must be set when SMS_URL is set',
    );
    expect(() => loadConfig({ ...env, SMS_TEMPLATE_ORDER_SHIPPED: undefined })).toThrow(
      'SMS_TEMPLATE_ORDER_SHIPPED must be set when SMS_URL is set',
    );
    expect(() => loadConfig({ ...env, SMS_SENDER_ID: 'haat' })).toThrow(
      'SMS_SENDER_ID must be the 6 capital letters of the registered DLT sender id',
    );
    expect(() => loadConfig({ ...env, SMS_URL: 'ftp://x' })).toThrow(/SMS_URL must/);
    // The key never comes back in the sentence.
    expect(() => loadConfig({ ...env, SMS_AUTH_KEY: 'bad key!' })).toThrow(
      /SMS_AUTH_KEY must be the gateway's auth key \(letters and digits\)\./,
    );
  });
});
