import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { startMailCatcher } from '@haat/testing/mail-catcher';
import { gatewayEnv, startSmsGateway } from '@haat/testing/sms-gateway';
import { SMS_KINDS } from '@haat/contracts';
import { CATALOGUE_WRITES } from './support/tags';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh SQLite database per run; the variable is set once in the runner and inherited by
// the workers, so every process agrees on it.
process.env.HAAT_E2E_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'haat-e2e-'));
const dataDir = process.env.HAAT_E2E_DIR;

// The shared SMTP catcher (@haat/testing, as in the server tests) receives the shop's mails
// (codes and links) and files them under HAAT_E2E_DIR/mail for the workers to read (its
// `Inbox`, see support/fixtures.ts). Only the runner starts it: the
// webServer starts before any globalSetup, so the port must be known here, and the workers,
// which evaluate this file again, inherit the variable and skip this.
if (!process.env.HAAT_E2E_SMTP_PORT) {
  const { port: smtpPort } = await startMailCatcher({
    dir: path.join(dataDir, 'mail'),
    unref: true,
  });
  process.env.HAAT_E2E_SMTP_PORT = String(smtpPort);
}

// The SMS gateway stand-in (MSG91's Flow shape, @haat/testing/sms-gateway) files every SMS
// under HAAT_E2E_DIR/sms for the workers, as the mail catcher does mails.
if (!process.env.HAAT_E2E_SMS_URL) {
  const gateway = await startSmsGateway({ dir: path.join(dataDir, 'sms'), unref: true });
  process.env.HAAT_E2E_SMS_URL = gateway.url;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Bounds on waiting, not measures of speed: the journeys share two cores with other work.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, '.test-output', 'playwright.json') }],
  ],
  outputDir: path.join(root, '.test-output', 'playwright-artifacts'),
  use: {
    baseURL,
    // A click or fill that cannot happen fails within a minute instead of at the test's end.
    actionTimeout: 60_000,
    trace: 'retain-on-failure',
    // The shop's service worker would answer later reads of a journey from its caches; the
    // journeys of the service worker itself (tests/offline.spec.ts) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: new RegExp(CATALOGUE_WRITES),
    },
    {
      // The journeys that change the catalogue every other journey reads run last.
      name: 'catalogue-writes',
      use: { viewport: { width: 1280, height: 800 } },
      grep: new RegExp(CATALOGUE_WRITES),
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
      SEED_DEMO: 'auto',
      SMTP_URL: `smtp://127.0.0.1:${process.env.HAAT_E2E_SMTP_PORT}`,
      ...(gatewayEnv({ url: process.env.HAAT_E2E_SMS_URL }, SMS_KINDS) as Record<string, string>),
      LOG_LEVEL: 'warn',
      // Lets journeys move the server's clock forward instead of waiting (support/fixtures.ts
      // `advanceServerClock`); refused under NODE_ENV=production
      // (docs/decisions/077-test-clock.md).
      NODE_ENV: 'test',
      HAAT_TEST_CLOCK: '1',
      // Customers sign up from addresses of their own, as they do in a shop: the fixtures'
      // sign-ups name one in X-Forwarded-For, so forty journeys' accounts do not all count
      // against one address's hourly sign-up limit. The browser's own requests carry none and
      // keep counting as 127.0.0.1 (support/fixtures.ts, `verifiedAccount`).
      TRUST_PROXY: 'true',
    },
  },
});
