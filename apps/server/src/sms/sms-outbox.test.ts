import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_AUTH_KEY, gatewayEnv, startSmsGateway } from '@haat/testing/sms-gateway';
import type { SmsGateway } from '@haat/testing/sms-gateway';
import { loadConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { enqueueSms, OUTBOX_TIMINGS, OutboxWorker } from '../mail/outbox.ts';
import { testClock } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { createMessenger, SMS_KINDS } from './messenger.ts';
import type { Messenger } from './messenger.ts';

const quiet = { error: () => undefined, info: () => undefined };
const noMail = createMailer({ smtpUrl: undefined, from: 'x' }, () => undefined);

let db: TestDb;
let gateway: SmsGateway;
/** Gives a silent gateway 300 ms, for the tests of a gateway that never answers. */
let impatient: Messenger;
/** The timeout the shop runs with, for the tests that expect an answer (a loaded machine's). */
let messenger: Messenger;
let seq = 0;

beforeAll(async () => {
  db = await createTestDb();
  gateway = await startSmsGateway();
  const config = loadConfig({ ...gatewayEnv(gateway, SMS_KINDS), LOG_LEVEL: 'silent' });
  impatient = createMessenger(config.sms, quiet, 300);
  messenger = createMessenger(config.sms, quiet);
});
afterAll(async () => {
  await db.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.mode = { kind: 'ok' };
});

function uniquePhone(): string {
  seq += 1;
  return `6${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

const rowsTo = (phone: string) =>
  db.kysely.selectFrom('outbox').selectAll().where('to_address', '=', phone).execute();

const signInCode = (phone: string) =>
  ({ to: phone, kind: 'signInCode', variables: { code: '123456' } }) as const;

describe('the messenger', () => {
  it('console: one info line with the number in E.164 and the full text', async () => {
    const lines: string[] = [];
    const console = createMessenger(undefined, { info: (_obj, message) => lines.push(message) });
    await console.send({ ...signInCode('9876543210'), text: '123456 is your Haat sign-in code.' });
    expect(lines).toEqual(['sms to +919876543210: 123456 is your Haat sign-in code.']);
  });

  it("MSG91 Flow: POST /api/v5/flow/ with authkey, flow id, sender and the recipient's variables", async () => {
    const phone = uniquePhone();
    await messenger.send({ ...signInCode(phone), text: '123456 is your code' });
    const sms = await gateway.waitFor(phone);
    expect(sms).toEqual({
      authkey: GATEWAY_AUTH_KEY,
      flowId: 'flowsignInCode',
      sender: 'HAATSH',
      unicode: 0,
      mobiles: `91${phone}`,
      variables: { code: '123456' },
    });
  });

  it("fails on the gateway's error answer, a 5xx, and silence past the timeout", async () => {
    const sms = { ...signInCode(uniquePhone()), text: 'x' };
    gateway.mode = { kind: 'error', message: 'Invalid flow id' };
    await expect(messenger.send(sms)).rejects.toThrow(/Invalid flow id/);
    gateway.mode = { kind: 'status', status: 503 };
    await expect(messenger.send(sms)).rejects.toThrow(/503/);
    gateway.mode = { kind: 'hang' };
    await expect(impatient.send(sms)).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('SMS through the outbox', () => {
  it('is written in the transaction of what it reports: a rollback leaves none', async () => {
    const phone = uniquePhone();
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await enqueueSms(trx, signInCode(phone), new Date());
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rowsTo(phone)).toHaveLength(0);
    await db.kysely.transaction().execute((trx) => enqueueSms(trx, signInCode(phone), new Date()));
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({
      channel: 'sms',
      subject: 'signInCode',
      status: 'pending',
      text_body: '123456 is your Haat sign-in code. It is valid for 10 minutes. Do not share it.',
    });
    expect(JSON.parse(row!.variables!)).toEqual({ code: '123456' });
    await new OutboxWorker(
      db,
      noMail,
      () => new Date(),
      quiet,
      OUTBOX_TIMINGS,
      messenger,
    ).runOnce();
  });

  it('retries a failing gateway with back-off, then sends once', async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const worker = new OutboxWorker(db, noMail, clock.now, quiet, OUTBOX_TIMINGS, messenger);
    await enqueueSms(db.kysely, signInCode(phone), clock.now());
    gateway.mode = { kind: 'error', message: 'Insufficient balance' };
    expect(await worker.runOnce()).toBe(0);
    const [failed] = await rowsTo(phone);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toMatch(/Insufficient balance/);
    expect(new Date(failed!.next_attempt_at).getTime() - clock.now().getTime()).toBe(
      OUTBOX_TIMINGS.backoffMs(1),
    );
    gateway.mode = { kind: 'ok' };
    expect(await worker.runOnce()).toBe(0); // not due yet
    clock.advance(OUTBOX_TIMINGS.backoffMs(1));
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(gateway.accepted.filter((s) => s.mobiles === `91${phone}`)).toHaveLength(1);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives an SMS up after the last attempt (a gateway that never answers)', async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const timings = { ...OUTBOX_TIMINGS, maxAttempts: 3 };
    const worker = new OutboxWorker(db, noMail, clock.now, quiet, timings, impatient);
    await enqueueSms(db.kysely, signInCode(phone), clock.now());
    gateway.mode = { kind: 'hang' };
    for (let attempt = 1; attempt <= timings.maxAttempts; attempt += 1) {
      expect(await worker.runOnce()).toBe(0);
      clock.advance(timings.backoffMs(attempt));
    }
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.last_error).toMatch(/timeout|aborted/i);
    gateway.mode = { kind: 'ok' };
    expect(await worker.runOnce()).toBe(0);
  });

  it('sends once after the process died between the commit and the send', async () => {
    const clock = testClock();
    const phone = uniquePhone();
    // Committed, then the process died before its worker got to it (kill -9).
    const id = await enqueueSms(db.kysely, signInCode(phone), clock.now());
    const restarted = new OutboxWorker(db, noMail, clock.now, quiet, OUTBOX_TIMINGS, messenger);
    expect(await restarted.runOnce()).toBe(1);
    expect(await restarted.runOnce()).toBe(0);
    // Claimed, then the process died before sending: the claim expires, another takes it over.
    const other = uniquePhone();
    const orphan = await enqueueSms(db.kysely, signInCode(other), clock.now());
    const dead = new OutboxWorker(db, noMail, clock.now, quiet, OUTBOX_TIMINGS, messenger);
    expect((await dead.claim(null)).map((row) => row.id)).toEqual([orphan]);
    const alive = new OutboxWorker(db, noMail, clock.now, quiet, OUTBOX_TIMINGS, messenger);
    expect(await alive.runOnce()).toBe(0);
    clock.advance(OUTBOX_TIMINGS.leaseMs);
    expect(await alive.runOnce()).toBe(1);
    expect(await alive.runOnce()).toBe(0);
    expect(gateway.accepted.filter((s) => s.mobiles === `91${phone}`)).toHaveLength(1);
    expect(gateway.accepted.filter((s) => s.mobiles === `91${other}`)).toHaveLength(1);
    expect((await rowsTo(phone))[0]!.id).toBe(id);
  });
});
