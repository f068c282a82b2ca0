import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { smsCode } from '@haat/testing/sms-gateway';
import { makeUser, TEST_PASSWORD } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { SMS_CODES_PER_DAY } from './auth.service.ts';

const clock = testClock();
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ deps: { now: clock.now } });
});
afterAll(() => t.close());

/** A fresh Indian mobile number: 9, then 9 digits. */
function uniquePhone(): string {
  seq += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });

/** The SMS the gateway accepted for this number, oldest first. */
const smsTo = (phone: string) => t.sms.accepted.filter((s) => s.mobiles === `91${phone}`);

/** Waits until `count` SMS to the number have arrived, and answers the newest. */
async function nthSms(phone: string, count: number) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const all = smsTo(phone);
    if (all.length >= count) return all[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} SMS to ${phone}, got ${smsTo(phone).length}`);
}

function cookieOf(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error('no session cookie');
  return `sid=${sid.value}`;
}

describe('accounts by phone number', () => {
  it('signs up with a phone number, verifies by the SMS code and signs in with the password', async () => {
    const phone = uniquePhone();
    const res = await post('/api/sign-up', {
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      password: 'mango-Tree-91',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone });
    const sms = await nthSms(phone, 1);
    expect(sms.flowId).toBe('flowsignupCode');
    expect(sms.sender).toBe('HAATSH');
    const code = smsCode(sms);
    // Not verified yet: the password does not sign in.
    expect(
      (await post('/api/sign-in', { identifier: phone, password: 'mango-Tree-91' })).statusCode,
    ).toBe(403);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('/api/verify-email', { otp: wrong, phone, purpose: 'verifySignup' })).statusCode,
    ).toBe(400);
    const ok = await post('/api/verify-email', {
      otp: code,
      phone: `0${phone}`,
      purpose: 'verifySignup',
    });
    expect(ok.statusCode).toBe(200);
    const signIn = await post('/api/sign-in', {
      identifier: `+91-${phone}`,
      password: 'mango-Tree-91',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ phone, email: null, role: 'Customer' });
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['phone', 'email'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone, email: null });
  });

  it('the same number in another form is the same account: a second sign-up is a 409', async () => {
    const phone = uniquePhone();
    await makeUser(t.db, { phone, email: null });
    const res = await post('/api/sign-up', {
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: `0${phone.slice(0, 5)} ${phone.slice(5)}`,
      password: 'mango-Tree-91',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/phone number already exists/);
  });

  it('refuses a number that is not an Indian mobile with a sentence, never a 500', async () => {
    for (const phone of ['5876543210', '12345', '+1 415 555 0100']) {
      const res = await post('/api/sign-up', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        phone,
        password: 'mango-Tree-91',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/valid 10-digit mobile number/);
    }
  });

  it('signs in with a code instead of the password; a code works once', async () => {
    const phone = uniquePhone();
    const user = await makeUser(t.db, { phone, email: null });
    const asked = await post('/api/request-sign-in-code', { phone: `+91 ${phone}` });
    expect(asked.statusCode).toBe(200);
    const code = smsCode(await nthSms(phone, 1));
    const res = await post('/api/sign-in', { identifier: phone, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.id);
    expect(cookieOf(res)).toMatch(/^sid=/);
    const again = await post('/api/sign-in', { identifier: phone, otp: code });
    expect(again.statusCode).toBe(401);
  });

  it('answers alike for known and unknown numbers, and sends to known ones only', async () => {
    const known = uniquePhone();
    const unknown = uniquePhone();
    await makeUser(t.db, { phone: known, email: null });
    const a = await post('/api/request-sign-in-code', { phone: known });
    const b = await post('/api/request-sign-in-code', { phone: unknown });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const c = await post('/api/forgot-password', { phone: known });
    const d = await post('/api/forgot-password', { phone: unknown });
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(c.json()).toEqual(d.json());
    await nthSms(known, 2);
    expect(smsTo(unknown)).toHaveLength(0);
    // A wrong code for an unknown number reads as one for a known number.
    const e = await post('/api/sign-in', { identifier: unknown, otp: '123456' });
    const f = await post('/api/sign-in', { identifier: known, otp: '12345x'.replace('x', '7') });
    expect([e.statusCode, f.statusCode]).toEqual([401, 401]);
    expect(e.json().message).toBe(f.json().message);
  });

  it('resets a forgotten password by SMS code and ends the old sessions', async () => {
    const phone = uniquePhone();
    await makeUser(t.db, { phone, email: null });
    const before = await post('/api/sign-in', { identifier: phone, password: TEST_PASSWORD });
    expect(before.statusCode).toBe(200);
    expect((await post('/api/forgot-password', { phone })).statusCode).toBe(200);
    const code = smsCode(await nthSms(phone, 1));
    const checked = await post('/api/verify-email', {
      otp: code,
      phone,
      purpose: 'forgotPassVerify',
    });
    expect(checked.statusCode).toBe(200);
    const reset = await post('/api/reset-password', {
      password: 'new-Mango-77',
      phone: `+91${phone}`,
      otp: code,
    });
    expect(reset.statusCode).toBe(200);
    const old = await t.request({
      method: 'GET',
      url: '/api/check-permission',
      headers: { cookie: cookieOf(before) },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await post('/api/sign-in', { identifier: phone, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/sign-in', { identifier: phone, password: 'new-Mango-77' })).statusCode,
    ).toBe(200);
  });

  it('a code allows 5 wrong tries, then even the right one is refused', async () => {
    const phone = uniquePhone();
    await makeUser(t.db, { phone, email: null });
    await post('/api/request-sign-in-code', { phone });
    const code = smsCode(await nthSms(phone, 1));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/sign-in', { identifier: phone, otp: wrong })).statusCode).toBe(401);
    }
    expect((await post('/api/sign-in', { identifier: phone, otp: code })).statusCode).toBe(429);
  });

  it('a code lives 10 minutes', async () => {
    const phone = uniquePhone();
    await makeUser(t.db, { phone, email: null });
    await post('/api/request-sign-in-code', { phone });
    const code = smsCode(await nthSms(phone, 1));
    clock.advance(10 * 60 * 1000);
    expect((await post('/api/sign-in', { identifier: phone, otp: code })).statusCode).toBe(401);
  });

  it('codes are stored hashed, never as typed', async () => {
    const phone = uniquePhone();
    const user = await makeUser(t.db, { phone, email: null });
    await post('/api/request-sign-in-code', { phone });
    const code = smsCode(await nthSms(phone, 1));
    const rows = await t.db.kysely
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it(`sends at most ${SMS_CODES_PER_DAY} codes to one number a day, answering as always`, async () => {
    const phone = uniquePhone();
    await makeUser(t.db, { phone, email: null });
    for (let i = 0; i < SMS_CODES_PER_DAY + 3; i += 1) {
      // Past the minute between codes and the 5 an hour: only the daily cap is left.
      clock.advance((61 * 60 * 1000) / 5);
      const purpose = i % 2 === 0 ? '/api/request-sign-in-code' : '/api/forgot-password';
      expect((await post(purpose, { phone })).statusCode).toBe(200);
      // Each one sent before the next (a newer code retires an unsent one of its purpose).
      await nthSms(phone, Math.min(i + 1, SMS_CODES_PER_DAY));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smsTo(phone)).toHaveLength(SMS_CODES_PER_DAY);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await post('/api/request-sign-in-code', { phone })).statusCode).toBe(200);
    await nthSms(phone, SMS_CODES_PER_DAY + 1);
  });
});
