/*
 * One shop server in a child process, for tests that need several processes over one database
 * (and one to kill). Reads the usual environment plus OUTBOX_LEASE_MS; listens on PORT when it
 * is given, else on a free port; migrates under the startup lock as `npm start` does, and
 * seeds the demo only when SEED_DEMO=auto is given. Prints `listening <port>`; SIGTERM closes
 * it as main.ts does.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { seedDemoData } from '../seed/seed.ts';
import { exitOnSignals } from '../shutdown.ts';
import { openDatabase } from '../start.ts';

const config = loadConfig(process.env);
const db = await openDatabase(config, async (opened) => {
  if (process.env.SEED_DEMO === 'auto') await seedDemoData(opened, () => undefined);
});
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, () => undefined),
  webRoot: process.env.WEB_ROOT || null,
  now: () => new Date(),
  logger:
    process.env.LOG_LEVEL && process.env.LOG_LEVEL !== 'silent'
      ? { level: config.logLevel }
      : false,
  outboxTimings: { leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 60_000), pollMs: 100 },
});
await app.listen({ port: process.env.PORT ? config.port : 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
exitOnSignals(app);
