/*
 * One shop server in a child process, for tests that need several processes over one database
 * (and one to kill). Reads the usual environment plus OUTBOX_LEASE_MS; prints `listening <port>`.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createMailer } from '../mail/mailer.ts';

const config = loadConfig(process.env);
const db = connectDatabase(config.databaseUrl, { poolSize: 10 });
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, () => undefined),
  webRoot: null,
  now: () => new Date(),
  logger: false,
  outboxTimings: { leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 60_000), pollMs: 100 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
