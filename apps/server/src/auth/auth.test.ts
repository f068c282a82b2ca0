import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@haat/contracts';
import { ATTRIBUTION_COOKIE } from '../agents/attribution.ts';
import { hashToken } from '../http/session.ts';
import { makeUser, signInAs, TEST_PASSWORD } from '../testing/factories.ts';
import { codeIn, linkTokenIn } from '@haat/testing/mail-catcher';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { countingBuilds } from '../testing/test-db.ts';
import { findSession } from './sessions.queries.ts';

const clock = testClock();
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ deps: { now: clock.now } });
});
afterAll(() => t.close());

function uniqueEmail(name = 'asha'): string {
  seq += 1;
  return `${name}.${Date.now().toString(36)}.${seq}@example.test`;
}

function cookieOf(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error('no session cookie');
  return `sid=${sid.value}`;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload, headers });

async function signUp(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  return post(
    '/api/sign-up',
    { firstName: 'Asha', lastName: 'Rao', email, password: 'mango-Tree-91', ...extra },
    headers,
  );
}

async function signUpAndVerify(email: string) {
  expect((await signUp(email)).statusCode).toBe(201);
  const code = codeIn(await t.mailbox.waitFor(email));
  const res = await post('/api/verify-email', { otp: code, email, purpose: 'verifySignup' });
  expect(res.statusCode).toBe(200);
}

const signIn = (identifier: string, password: string, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: '/api/sign-in',
    payload: { identifier, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** GET /api/check-permission with the session `cookie`: whether the session still holds. */
const checkPermission = (cookie: string) =>
  t.request({ method: 'GET', url: '/api/check-permission', headers: { cookie } });

/** Waits until `count` mails to `email` have arrived. */
async function waitForMails(email: string, count: number) {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (t.mailbox.mails.filter((mail) => mail.to.includes(email)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

/** The `count`th mail to `email`, once it has arrived (mails go out through the outbox). */
async function mailNumber(email: string, count: number) {
  await waitForMails(email, count);
  return t.mailbox.mails.filter((mail) => mail.to.includes(email))[count - 1]!;
}

const user = (email: string) =>
  t.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('sign-up', () => {
  it('creates an unverified customer and mails a code and a link to the shop', async () => {
    const email = uniqueEmail();
    const res = await signUp(email.toUpperCase(), { role: 'Admin', agentId: 'someone' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Please Verify your Email', email });
    const row = await user(email);
    expect(row).toMatchObject({ role: 'Customer', agent_id: null, email_verified_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await t.mailbox.waitFor(email);
    expect(mail.subject).toContain('Haat');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(`http://shop.test/verify-email/${linkTokenIn(mail)}`);
    expect(mail.body).toContain('Content-Type: text/html');
  });

  it('names every missing or malformed field with 400 and saves nothing', async () => {
    const res = await post('/api/sign-up', {
      firstName: ' ',
      email: 'not-an-email',
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
    const count = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'not-an-email')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.each(['password123', '12345678', 'aaaaaaaaaa', 'abcdefghij', 'Qwerty123'])(
    'refuses the common password %s',
    async (password) => {
      const email = uniqueEmail();
      const res = await signUp(email, { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toMatch(/too easy to guess/);
      expect(
        await t.db.kysely.selectFrom('users').where('email', '=', email).selectAll().execute(),
      ).toEqual([]);
    },
  );

  it('refuses an email that already has a verified account with 409', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const before = await user(email);
    const res = await signUp(email, { firstName: 'Intruder', password: 'another-Pass-77' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists. Please sign in.');
    expect(await user(email)).toEqual(before);
  });

  it('a repeated sign-up never changes a pending account: it resends the code within limits', async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).statusCode).toBe(201);
    const firstCode = codeIn(await t.mailbox.waitFor(email));
    const before = await user(email);
    // Someone else signs up with the same email: same answer, nothing changes, no mail yet.
    const tooSoon = await signUp(email, { firstName: 'Intruder', password: 'another-Pass-77' });
    expect(tooSoon.statusCode).toBe(201);
    expect(tooSoon.json()).toEqual({ message: 'Please Verify your Email', email });
    expect(await user(email)).toEqual(before);
    clock.advance(61_000);
    const again = await signUp(email, { firstName: 'Intruder', password: 'another-Pass-77' });
    expect(again.statusCode).toBe(201);
    expect(await user(email)).toEqual(before);
    await waitForMails(email, 2);
    const mails = t.mailbox.mails.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(2);
    const secondCode = codeIn(mails[1]!);
    if (firstCode !== secondCode) {
      const old = await post('/api/verify-email', {
        otp: firstCode,
        email,
        purpose: 'verifySignup',
      });
      expect(old.statusCode).toBe(400);
    }
    const res = await post('/api/verify-email', {
      otp: secondCode,
      email,
      purpose: 'verifySignup',
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(email, 'another-Pass-77')).statusCode).toBe(401);
    expect((await signIn(email, 'mango-Tree-91')).statusCode).toBe(200);
  });

  it('a pending account that forgot its password resets it, which also verifies it', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await t.mailbox.waitFor(email);
    expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
    await waitForMails(email, 2);
    const code = codeIn(t.mailbox.mails.filter((mail) => mail.to.includes(email))[1]!);
    const res = await post('/api/reset-password', { email, otp: code, password: 'papaya-Sky-58' });
    expect(res.statusCode).toBe(200);
    expect((await signIn(email, 'papaya-Sky-58')).statusCode).toBe(200);
  });

  it('gives the customer the agent of a shared link they opened', async () => {
    const agent = await makeUser(t.db, { role: 'Agent' });
    const email = uniqueEmail();
    await signUp(email, {}, { cookie: `${ATTRIBUTION_COOKIE}=${agent.id}` });
    expect((await user(email)).agent_id).toBe(agent.id);

    const customer = await makeUser(t.db, { role: 'Customer' });
    const other = uniqueEmail();
    await signUp(other, {}, { cookie: `${ATTRIBUTION_COOKIE}=${customer.id}` });
    expect((await user(other)).agent_id).toBeNull();
  });
});

describe('verification', () => {
  it('an unverified account cannot sign in; the code verifies it and sign-in works', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const blocked = await signIn(email, 'mango-Tree-91');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Please verify your email before signing in.');
    const code = codeIn(await t.mailbox.waitFor(email));
    const res = await post('/api/verify-email', { otp: code, email, purpose: 'verifySignup' });
    expect(res.json()).toEqual({ message: MESSAGES.emailVerified });
    const ok = await signIn(email, 'mango-Tree-91');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Asha', role: 'Customer', email });
    const again = await post('/api/verify-email', { otp: code, email, purpose: 'verifySignup' });
    expect(again.statusCode).toBe(400);
  });

  it('verify-email answers a verified account and an unknown email alike', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const answers = [];
    for (const who of [email, uniqueEmail('ghost')]) {
      for (const purpose of ['verifySignup', 'forgotPassVerify']) {
        const res = await post('/api/verify-email', { otp: '123456', email: who, purpose });
        answers.push({ status: res.statusCode, body: res.json() });
      }
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[3]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(400);
  });

  it('the mailed link verifies once; a used, unknown or day-old link is expired', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = linkTokenIn(await t.mailbox.waitFor(email));
    const res = await post('/api/verify-email', { _id: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email Verified please Login now!!');
    expect((await user(email)).email_verified_at).not.toBeNull();
    for (const used of [token, 'no-such-token']) {
      const expired = await post('/api/verify-email', { _id: used });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Already Signed Up and this link is expired');
    }

    const late = uniqueEmail();
    await signUp(late);
    const lateToken = linkTokenIn(await t.mailbox.waitFor(late));
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await post('/api/verify-email', { _id: lateToken })).statusCode).toBe(400);
    expect((await user(late)).email_verified_at).toBeNull();
  });

  it('five wrong codes kill the code, even for the right one after', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const code = codeIn(await t.mailbox.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/verify-email', { otp: wrong, email, purpose: 'verifySignup' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The code is wrong or has expired.');
    }
    const res = await post('/api/verify-email', { otp: code, email, purpose: 'verifySignup' });
    expect(res.statusCode).toBe(429);
    expect((await user(email)).email_verified_at).toBeNull();
  });

  it('parallel guesses cannot pass the limit of five tries', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const code = codeIn(await t.mailbox.waitFor(email));
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((otp) => post('/api/verify-email', { otp, email, purpose: 'verifySignup' })),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(7);
  });

  it('a code expires after ten minutes', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const code = codeIn(await t.mailbox.waitFor(email));
    clock.advance(10 * 60 * 1000 + 1);
    const res = await post('/api/verify-email', { otp: code, email, purpose: 'verifySignup' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a code that is not six digits with 400', async () => {
    const res = await post('/api/verify-email', {
      otp: '12a45',
      email: uniqueEmail(),
      purpose: 'verifySignup',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('otp');
  });
});

describe('resending a code', () => {
  it('sends a new code after a minute and at most five an hour', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await t.mailbox.waitFor(email);
    const answer = { success: true, message: 'OTP resent successfully.' };
    // Too soon: nothing is sent, and the answer is the one an unknown email gets.
    const tooSoon = await post('/api/resend-otp', { email });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(answer);
    for (let sent = 2; sent <= 5; sent += 1) {
      clock.advance(61_000);
      const res = await post('/api/resend-otp', { email });
      expect(res.json()).toEqual(answer);
      await waitForMails(email, sent);
      expect(t.mailbox.mails.filter((mail) => mail.to.includes(email))).toHaveLength(sent);
    }
    clock.advance(61_000);
    const sixth = await post('/api/resend-otp', { email });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual(answer);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mailbox.mails.filter((mail) => mail.to.includes(email))).toHaveLength(5);
    const latest = codeIn(await t.mailbox.waitFor(email));
    const res = await post('/api/verify-email', { otp: latest, email, purpose: 'verifySignup' });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await post('/api/resend-otp', { email });
    expect(res.json()).toEqual({ success: true, message: 'OTP resent successfully.' });
    expect(t.mailbox.mails.some((mail) => mail.to.includes(email))).toBe(false);
  });
});

describe('sign-in and sessions', () => {
  it('gives one generic message for an unknown account and a wrong password', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const unknown = await signIn(uniqueEmail('ghost'), 'mango-Tree-91');
    const wrong = await signIn(email, 'mango-Tree-92');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid credentials');
      expect(res.cookies).toEqual([]);
    }
  });

  it('signs in an agent-made customer by phone', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    await makeUser(t.db, { email: null, phone, first_name: 'Ravi' });
    const res = await signIn(phone, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ravi', phone, email: null });
  });

  it('starts a new session at every sign-in, each with a hashed, HttpOnly cookie', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const first = await signIn(email, 'mango-Tree-91');
    const second = await signIn(email, 'mango-Tree-91');
    const [a, b] = [cookieOf(first), cookieOf(second)];
    expect(a).not.toBe(b);
    const sid = first.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(a.slice(4));
    for (const cookie of [a, b]) {
      const res = await checkPermission(cookie);
      expect(res.json()).toEqual({ message: 'authenticated' });
    }
  });

  it('logout ends the session', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    const out = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const res = await checkPermission(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('please login again to continue');
  });

  it('another site cannot sign a customer out: GET /logout checks where it came from', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: '', referer: 'https://evil.example/page' },
    ]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect((await checkPermission(cookie)).statusCode).toBe(200);
    }
    const foreignPost = await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreignPost.statusCode).toBe(403);
    expect((await checkPermission(cookie)).statusCode).toBe(200);
    // The shop's own page (same-origin fetch) and a typed address still sign out.
    const typed = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'none' },
    });
    expect(typed.statusCode).toBe(200);
    expect((await checkPermission(cookie)).statusCode).toBe(401);
  });

  it('POST /logout ends the session too', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    const out = await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await checkPermission(cookie)).statusCode).toBe(401);
  });

  it('a session ends after a week without use', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    clock.advance(6 * 24 * 60 * 60 * 1000);
    const used = await checkPermission(cookie);
    expect(used.statusCode).toBe(200);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const idle = await checkPermission(cookie);
    expect(idle.statusCode).toBe(401);
  });

  it('reads every session through one statement built once, each token its own user', async () => {
    const tokenOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));
    const first = await signInAs(t, 'Customer');
    const second = await signInAs(t, 'Agent');
    const kept = countingBuilds(t.db.kysely);
    const read = async (tokenHash: string) => {
      const before = kept.built();
      const row = await findSession(kept.db, tokenHash);
      return { id: row?.id, built: kept.built() > before };
    };
    expect(await read(tokenOf(first.cookie))).toEqual({ id: first.user.id, built: true });
    expect(await read(tokenOf(second.cookie))).toEqual({ id: second.user.id, built: false });
    expect(await read(hashToken('no such token'))).toEqual({ id: undefined, built: false });
    // The kept statement answers what a newly built one does.
    const fresh = countingBuilds(t.db.kysely);
    expect(await findSession(kept.db, tokenOf(second.cookie))).toEqual(
      await findSession(fresh.db, tokenOf(second.cookie)),
    );
    expect(fresh.built()).toBeGreaterThan(0);
  });

  // GET /all-products reads the session (Agents and the Admin see each card's commission), so
  // this uses the categories, a catalogue read that stays sessionless.
  it('the sessionless catalogue reads never read the session, so they do not keep it alive', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    const sessionsOf = async () =>
      (await t.db.kysely.selectFrom('sessions').select('token_hash').execute()).length;
    const before = await sessionsOf();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    const listing = await t.request({
      method: 'GET',
      url: '/api/todos',
      headers: { cookie },
    });
    expect(listing.statusCode).toBe(200);
    // An API call that reads the session meets it expired and removes it.
    expect(await sessionsOf()).toBe(before);
    const check = await checkPermission(cookie);
    expect(check.statusCode).toBe(401);
    expect(await sessionsOf()).toBe(before - 1);
  });

  it('allows 10 failed sign-ins a minute per identifier, then 429 with Retry-After', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(email, 'wrong-password-1')).statusCode).toBe(401);
    }
    const limited = await signIn(email, 'mango-Tree-91');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    clock.advance(60_000);
    expect((await signIn(email, 'mango-Tree-91')).statusCode).toBe(200);
  });

  it('counts only failed sign-ins, so many customers can share one address', async () => {
    const ip = '198.51.100.78';
    const email = uniqueEmail();
    await signUpAndVerify(email);
    for (let i = 0; i < 15; i += 1) {
      expect((await signIn(email, 'mango-Tree-91', ip)).statusCode).toBe(200);
    }
  });

  it('allows 10 failed sign-ins a minute per IP address, whatever the identifier', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(uniqueEmail('probe'), 'whatever-123', ip)).statusCode).toBe(401);
    }
    expect((await signIn(uniqueEmail('probe'), 'whatever-123', ip)).statusCode).toBe(429);
    expect((await signIn(uniqueEmail('probe'), 'whatever-123')).statusCode).toBe(401);
  });

  it('check-permission without a session is 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/check-permission' });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const known = await post('/api/forgot-password', { email });
    const unknown = await post('/api/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await mailNumber(email, 2);
    expect(mail.subject).toMatch(/password reset/);
  });

  it('resets with the mailed code, ends every session, and the code works once', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    const cookie = cookieOf(await signIn(email, 'mango-Tree-91'));
    await post('/api/forgot-password', { email });
    const code = codeIn(await mailNumber(email, 2));

    const checked = await post('/api/verify-email', {
      otp: code,
      email,
      purpose: 'forgotPassVerify',
    });
    expect(checked.statusCode).toBe(200);

    const weak = await post('/api/reset-password', { email, otp: code, password: 'password1' });
    expect(weak.statusCode).toBe(400);

    const res = await post('/api/reset-password', { email, otp: code, password: 'papaya-Sky-58' });
    expect(res.json()).toEqual({ message: 'Password has been reset' });

    const stale = await checkPermission(cookie);
    expect(stale.statusCode).toBe(401);
    expect((await signIn(email, 'mango-Tree-91')).statusCode).toBe(401);
    expect((await signIn(email, 'papaya-Sky-58')).statusCode).toBe(200);

    const reused = await post('/api/reset-password', {
      email,
      otp: code,
      password: 'guava-Hill-33',
    });
    expect(reused.statusCode).toBe(400);
    expect((await signIn(email, 'guava-Hill-33')).statusCode).toBe(401);
  });

  it('refuses a wrong reset code and keeps the old password', async () => {
    const email = uniqueEmail();
    await signUpAndVerify(email);
    await post('/api/forgot-password', { email });
    const code = codeIn(await mailNumber(email, 2));
    const wrong = code === '123456' ? '654321' : '123456';
    const res = await post('/api/reset-password', { email, otp: wrong, password: 'papaya-Sky-58' });
    expect(res.statusCode).toBe(400);
    expect((await signIn(email, 'mango-Tree-91')).statusCode).toBe(200);
  });
});
