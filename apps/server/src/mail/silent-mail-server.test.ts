import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { SMTP_TIMEOUTS } from './mailer.ts';
import { OUTBOX_TIMINGS } from './outbox.ts';

/**
 * Issue 20, finding 1: a mail server that accepts the connection and never speaks. No request
 * waits on it more than a few seconds, and its mails stay in the outbox until it answers.
 */

/**
 * A TCP listener that accepts and stays silent; once `speak()` is called, new connections are
 * relayed to a real SMTP server (the test's mail catcher), as a mail server that came back.
 */
async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  let relayPort: number | null = null;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (relayPort === null) return;
    const upstream = net.connect(relayPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    speak(port: number) {
      relayPort = port;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** A few seconds: what a person waits for an answer, at most. */
const FEW_SECONDS = 6_500;

describe('a mail server that accepts and never speaks', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof silentMailServer>>;
  const clock = testClock();

  beforeAll(async () => {
    smtp = await silentMailServer();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url },
      deps: { now: clock.now, outboxTimings: { pollMs: 50 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxRows = (to: string) =>
    t.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const signUp = (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: { firstName: 'Asha', lastName: 'Rao', email, password: 'mango-Tree-91' },
    });

  const email = 'silent.signup@example.test';
  const added = 'silent.welcome@example.test';

  it('sign-up answers 503 with Retry-After within a few seconds, and keeps the code mail', async () => {
    const started = Date.now();
    const res = await signUp(email);
    expect(Date.now() - started).toBeLessThan(FEW_SECONDS);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    // The shop's error body, with the request id every 5xx carries (decision 181).
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'requestId']);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    await until(async () => (await outboxRows(email))[0]?.claimed_until === null);
    const [row] = await outboxRows(email);
    // Kept for the worker's retries, not given up after one attempt.
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/greeting|timeout/i);
    expect(Date.parse(row!.next_attempt_at) - clock.now().getTime()).toBe(
      OUTBOX_TIMINGS.backoffMs(1),
    );
  }, 20_000);

  it("an agent's new customer is added at once; the welcome mail waits in the outbox", async () => {
    const agent = await signInAs(t, 'Agent');
    const started = Date.now();
    const res = await t.request({
      method: 'POST',
      url: '/api/add-user',
      payload: {
        formData: {
          firstName: 'Meera',
          lastName: 'Iyer',
          contact: added,
          password: 'mango-Tree-91',
        },
      },
      headers: { cookie: agent.cookie },
    });
    // Not held by the silent mail server: that would take its greeting's timeout at least (a
    // bound on behaviour, not on speed, so a busy machine does not fail it).
    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingMs);
    expect(res.statusCode, res.body).toBe(201);
    // Written with the account, so a process killed now cannot lose it.
    const [row] = await outboxRows(added);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.subject).toMatch(/has opened an account for you/);
  }, 20_000);

  it('signing up again a minute later replaces the queued code: only the newest is mailed', async () => {
    clock.advance(61_000);
    const again = await signUp(email);
    expect(again.statusCode).toBe(503);
    await until(async () => (await outboxRows(email)).every((row) => row.claimed_until === null));
    const rows = await outboxRows(email);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'pending']);
    expect(rows[0]!.last_error).toMatch(/newer/i);

    // The mail server answers again: the worker's next attempt sends what is queued.
    smtp.speak(Number(new URL(t.mailbox.url).port));
    clock.advance(OUTBOX_TIMINGS.backoffMs(1));
    const code = await t.mailbox.waitFor(email);
    expect(code.subject).toMatch(/verification/i);
    await t.mailbox.waitFor(added);
    await until(async () => (await outboxRows(email))[1]?.status === 'sent');
    await until(async () => (await outboxRows(added))[0]?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailbox.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect((await outboxRows(email))[0]!.status).toBe('failed');
  }, 30_000);
});
