/*
 * The SMS outbox in a child process, for the test that kills it with SIGKILL
 * (sms/sms-outbox-kill.test.ts). Reads DATABASE_URL, the SMS_* variables of the gateway
 * stand-in, OUTBOX_LEASE_MS, PHONE and MODE:
 * - `commit`: writes one sign-in code SMS to PHONE in a transaction, commits, prints
 *   `ready <id>` and waits, its worker never started (killed between the commit and the send);
 * - `send`: the same, then its worker claims the row and sends it to the gateway (which the test
 *   keeps from answering) and prints `ready <id>` (killed while the send is in flight);
 * - `drain`: a fresh worker that sends what is due until PHONE's SMS is sent, prints
 *   `sent <count>` and exits.
 */
import { createMailer } from '../mail/mailer.ts';
import { enqueueSms, OUTBOX_TIMINGS, OutboxWorker } from '../mail/outbox.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createMessenger } from '../sms/messenger.ts';

const env = process.env;
const phone = env.PHONE!;
const quiet = { error: () => undefined, info: () => undefined };
const config = loadConfig({
  ...Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('SMS_'))),
  LOG_LEVEL: 'silent',
});
const db = connectDatabase(env.DATABASE_URL!);
const worker = new OutboxWorker(
  db,
  createMailer({ smtpUrl: undefined, from: 'x' }, () => undefined),
  () => new Date(),
  quiet,
  { ...OUTBOX_TIMINGS, leaseMs: Number(env.OUTBOX_LEASE_MS ?? 60_000) },
  createMessenger(config.sms, quiet),
);

const sentRow = () =>
  db.kysely
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', phone)
    .where('status', '=', 'sent')
    .executeTakeFirst();

if (env.MODE === 'drain') {
  // At least one round, so a worker that finds the SMS sent already shows it sends nothing.
  let sent = 0;
  let done = false;
  for (let round = 0; round < 600 && !done; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    sent += await worker.runOnce();
    done = (await sentRow()) !== undefined;
  }
  process.stdout.write(`sent ${sent}\n`);
  await db.close();
  process.exit(done ? 0 : 1);
} else {
  const id = await db.kysely
    .transaction()
    .execute((trx) =>
      enqueueSms(trx, { to: phone, kind: 'signInCode', variables: { code: '424242' } }, new Date()),
    );
  // `send`: the worker claims it and posts it; the gateway holds the request unanswered.
  if (env.MODE === 'send') void worker.runOnce();
  process.stdout.write(`ready ${id}\n`);
  setInterval(() => undefined, 60_000);
}
