import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '@haat/testing/mail-catcher';
import type { Mail } from '@haat/testing/mail-catcher';
import { ADDRESS, makeAddress, makeUser, signInAs, TEST_PASSWORD } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder, ORDER_ADDRESS } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function call(as: SignedIn | string | null, method: string, url: string, payload?: object) {
  const cookie = typeof as === 'string' ? as : as?.cookie;
  return t.request({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: cookie ? { cookie } : {},
  });
}

let emails = 0;
function uniqueEmail(name = 'asha'): string {
  emails += 1;
  return `${name}-${Date.now().toString(36)}-${emails}@example.test`;
}

/** The `count`th mail to `email`, once it has arrived (mails go out through the outbox). */
async function mailNumber(email: string, count: number): Promise<Mail> {
  for (let i = 0; i < 200; i += 1) {
    const mails = t.mailbox.mails.filter((mail) => mail.to.includes(email));
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

function mailsTo(email: string): Mail[] {
  return t.mailbox.mails.filter((mail) => mail.to.includes(email));
}

/** Signs in through the real call, from a browser with this user agent; answers the cookie. */
async function signIn(identifier: string, password = TEST_PASSWORD, userAgent = CHROME_ANDROID) {
  const res = await t.request({
    method: 'POST',
    url: '/api/sign-in',
    payload: { identifier, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

describe('profile', () => {
  it('answers the profile and changes the names with the rules of sign-up', async () => {
    const asha = await signInAs(t, 'Customer');
    const me = await call(asha, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      _id: asha.user.id,
      firstName: 'Asha',
      email: asha.user.email,
      phone: null,
      role: 'Customer',
    });

    const bad = await call(asha, 'PUT', '/api/me', { firstName: '  ', lastName: 'x'.repeat(51) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 50 characters',
    });

    const ok = await call(asha, 'PUT', '/api/me', { firstName: ' Aasha ', lastName: 'Varma' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Aasha', lastName: 'Varma' });
    // The session reads the user afresh: the header's 'Hello, {name}' follows.
    expect((await call(asha, 'GET', '/api/me')).json().firstName).toBe('Aasha');
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/me', { firstName: 'A', lastName: 'B' })).statusCode).toBe(
      401,
    );
  });
});

describe('language (issue 30)', () => {
  it('keeps en or hi on the account, refuses any other, and needs a session', async () => {
    const asha = await signInAs(t, 'Customer');
    const row = () =>
      t.db.kysely
        .selectFrom('users')
        .select('lang')
        .where('id', '=', asha.user.id)
        .executeTakeFirstOrThrow();
    expect((await row()).lang).toBe('en');
    const hindi = await call(asha, 'PUT', '/api/me/language', { lang: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toEqual({ lang: 'hi' });
    expect((await row()).lang).toBe('hi');
    const bad = await call(asha, 'PUT', '/api/me/language', { lang: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ lang: 'Language must be en or hi' });
    expect((await row()).lang).toBe('hi');
    expect((await call(null, 'PUT', '/api/me/language', { lang: 'en' })).statusCode).toBe(401);
  });
});

describe('changing the email', () => {
  it('takes the new email only with the code mailed to it, and tells the old address', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const asha = await signInAs(t, 'Customer', { email: oldEmail });

    const start = await call(asha, 'POST', '/api/me/contact', { email: newEmail.toUpperCase() });
    expect(start.statusCode).toBe(202);
    expect(start.json()).toEqual({
      message: `We sent a 6-digit code to ${newEmail}. It is valid for 10 minutes.`,
      sentTo: newEmail,
    });
    const code = codeIn(await mailNumber(newEmail, 1));
    // Nothing changed yet: the old email still signs in.
    expect((await call(asha, 'GET', '/api/me')).json().email).toBe(oldEmail);

    // A stolen session without the mailbox cannot take the email over.
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = await call(asha, 'POST', '/api/me/contact/verify', { otp: wrong });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe('The code is wrong or has expired.');
    expect((await call(asha, 'GET', '/api/me')).json().email).toBe(oldEmail);

    const verify = await call(asha, 'POST', '/api/me/contact/verify', { otp: code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ email: newEmail });
    // Spent: the same code works once.
    expect((await call(asha, 'POST', '/api/me/contact/verify', { otp: code })).statusCode).toBe(
      400,
    );

    const notice = await mailNumber(oldEmail, 1);
    expect(notice.subject).toBe('Haat: the email of your account was changed');
    expect(notice.text).toContain(newEmail);
    expect(await signIn(newEmail)).toMatch(/^sid=/);
    const oldTry = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: oldEmail, password: TEST_PASSWORD },
    });
    expect(oldTry.statusCode).toBe(401);
  });

  it('stops guessing after five wrong codes', async () => {
    const asha = await signInAs(t, 'Customer');
    const newEmail = uniqueEmail();
    expect((await call(asha, 'POST', '/api/me/contact', { email: newEmail })).statusCode).toBe(202);
    const code = codeIn(await mailNumber(newEmail, 1));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await call(asha, 'POST', '/api/me/contact/verify', { otp: wrong })).statusCode).toBe(
        400,
      );
    }
    const locked = await call(asha, 'POST', '/api/me/contact/verify', { otp: code });
    expect(locked.statusCode).toBe(429);
    expect((await call(asha, 'GET', '/api/me')).json().email).toBe(asha.user.email);
  });

  it("refuses another account's email, its own, a bad one, and a second code within a minute", async () => {
    const ravi = await makeUser(t.db, { email: uniqueEmail('ravi') });
    const asha = await signInAs(t, 'Customer');
    const taken = await call(asha, 'POST', '/api/me/contact', { email: ravi.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email or phone number already exists.');
    const same = await call(asha, 'POST', '/api/me/contact', { email: asha.user.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('This is already your email.');
    const bad = await call(asha, 'POST', '/api/me/contact', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Please enter a valid email address.' });
    const both = await call(asha, 'POST', '/api/me/contact', {
      email: uniqueEmail(),
      phone: '9876543210',
    });
    expect(both.statusCode).toBe(400);

    expect((await call(asha, 'POST', '/api/me/contact', { email: uniqueEmail() })).statusCode).toBe(
      202,
    );
    const again = await call(asha, 'POST', '/api/me/contact', { email: uniqueEmail() });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait a minute before asking for another code.');
  });
});

describe('changing the phone', () => {
  it('confirms a new phone by a code sent to it by SMS', async () => {
    const email = uniqueEmail();
    const asha = await signInAs(t, 'Customer', { email });
    const phone = `98${Date.now().toString().slice(-8)}`;
    const start = await call(asha, 'POST', '/api/me/contact', { phone });
    expect(start.statusCode).toBe(202);
    expect(start.json().sentTo).toBe(phone);
    const sms = await t.sms.waitFor(phone);
    const verify = await call(asha, 'POST', '/api/me/contact/verify', { otp: sms.variables.code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ email, phone });
    expect(await signIn(phone)).toMatch(/^sid=/);
    // A phone change mails nothing: the code went to the new number.
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('a phone-only account changes its number by a code sent by SMS to the new one', async () => {
    const phoneOnly = await signInAs(t, 'Customer', {
      email: null,
      phone: `97${Date.now().toString().slice(-8)}`,
    });
    const next = `96${Date.now().toString().slice(-8)}`;
    const start = await call(phoneOnly, 'POST', '/api/me/contact', { phone: next });
    expect(start.statusCode).toBe(202);
    expect(start.json().sentTo).toBe(next);
    const sms = await t.sms.waitFor(next);
    expect(sms.flowId).toBe('flowchangeContactCode');
    const verify = await call(phoneOnly, 'POST', '/api/me/contact/verify', {
      otp: sms.variables.code,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ email: null, phone: next });
    const bad = await call(phoneOnly, 'POST', '/api/me/contact', { phone: '98765' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ phone: 'Phone number must be exactly 10 digits' });
  });
});

describe('password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const email = uniqueEmail();
    await makeUser(t.db, { email });
    const here = await signIn(email, TEST_PASSWORD, CHROME_ANDROID);
    const there = await signIn(email, TEST_PASSWORD, FIREFOX_WINDOWS);

    // A stolen session alone cannot change the password.
    const wrong = await call(here, 'PUT', '/api/me/password', {
      currentPassword: 'not-the-password-1',
      newPassword: 'Tamarind-Rain-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is wrong.' });
    expect((await call(here, 'GET', '/api/me')).statusCode).toBe(200);

    const common = await call(here, 'PUT', '/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.newPassword).toBe(
      'This password is too easy to guess. Please choose a less common one.',
    );
    const short = await call(here, 'PUT', '/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('Password must be at least 8 characters');

    const ok = await call(here, 'PUT', '/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Tamarind-Rain-77',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed. Your other devices are signed out.');
    expect((await call(here, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(there, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await signIn(email, 'Tamarind-Rain-77')).toMatch(/^sid=/);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const asha = await signInAs(t, 'Customer');
    const ip = '203.0.113.27';
    const attempt = (currentPassword: string) =>
      t.request({
        method: 'PUT',
        url: '/api/me/password',
        remoteAddress: ip,
        payload: { currentPassword, newPassword: 'Tamarind-Rain-77' },
        headers: { cookie: asha.cookie },
      });
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`wrong-guess-${i}`)).statusCode).toBe(400);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
  });
});

describe('devices', () => {
  it('lists the sessions with their device, marks this one, and signs others out', async () => {
    const email = uniqueEmail();
    await makeUser(t.db, { email });
    const phone = await signIn(email, TEST_PASSWORD, CHROME_ANDROID);
    const laptop = await signIn(email, TEST_PASSWORD, FIREFOX_WINDOWS);
    const third = await signIn(email, TEST_PASSWORD, CHROME_ANDROID);

    const list = await call(phone, 'GET', '/api/me/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as {
      id: string;
      device: string;
      current: boolean;
      lastSeenAt: string;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome on Android',
      'Chrome on Android',
      'Firefox on Windows',
    ]);
    for (const s of sessions) {
      expect(s.id).not.toMatch(/^[0-9a-f]{64}$/);
      expect(s.lastSeenAt).toMatch(/Z$/);
    }

    const current = sessions.find((s) => s.current)!;
    const refused = await call(phone, 'DELETE', `/api/me/sessions/${current.id}`);
    expect(refused.statusCode).toBe(400);
    const firefox = sessions.find((s) => s.device === 'Firefox on Windows')!;
    expect((await call(phone, 'DELETE', `/api/me/sessions/${firefox.id}`)).statusCode).toBe(200);
    expect((await call(laptop, 'GET', '/api/me')).statusCode).toBe(401);

    // Someone else's session is not found, and stays.
    const ravi = await signInAs(t, 'Customer');
    expect((await call(ravi, 'DELETE', `/api/me/sessions/${current.id}`)).statusCode).toBe(404);
    expect((await call(phone, 'GET', '/api/me')).statusCode).toBe(200);

    const others = await call(phone, 'DELETE', '/api/me/sessions');
    expect(others.json()).toEqual({ message: 'Signed out of 1 other device.', ended: 1 });
    expect((await call(third, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(phone, 'GET', '/api/me/sessions')).json()).toHaveLength(1);
  });
});

describe('addresses', () => {
  it('edits an address, the primary one too, and moves the primary label', async () => {
    const asha = await signInAs(t, 'Customer');
    const home = await makeAddress(t.db, asha.user.id);
    const office = await makeAddress(t.db, asha.user.id, { is_primary: 0, house_no: 'Office' });

    const edit = await call(asha, 'PUT', `/api/update-address/${home.id}`, {
      address: { ...ADDRESS, houseNo: 'Flat 9C', pincode: '560001', city: 'Bengaluru' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      message: 'Address updated',
      address: {
        _id: home.id,
        houseNo: 'Flat 9C',
        pincode: '560001',
        isPrimary: true,
        mobileNo2: null,
      },
    });
    const bad = await call(asha, 'PUT', `/api/update-address/${home.id}`, {
      address: { ...ADDRESS, pincode: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['address.pincode']).toBe('Pincode must be exactly 6 digits');

    const primary = await call(asha, 'PUT', `/api/addresses/${office.id}/primary`);
    expect(primary.statusCode).toBe(200);
    expect(primary.json().address).toMatchObject({ _id: office.id, isPrimary: true });
    const list = (await call(asha, 'GET', '/api/user-address')).json();
    expect(
      list.addresses.map((a: { _id: string; isPrimary: boolean }) => [a._id, a.isPrimary]),
    ).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
    // The old primary can now be deleted.
    expect((await call(asha, 'DELETE', `/api/delete-address/${home.id}`)).statusCode).toBe(200);
  });

  it("keeps another customer's addresses out of reach", async () => {
    const asha = await signInAs(t, 'Customer');
    const ravi = await signInAs(t, 'Customer');
    const raviHome = await makeAddress(t.db, ravi.user.id);
    await makeAddress(t.db, ravi.user.id, { is_primary: 0 });
    expect(
      (await call(asha, 'PUT', `/api/update-address/${raviHome.id}`, { address: ADDRESS }))
        .statusCode,
    ).toBe(404);
    expect((await call(asha, 'PUT', `/api/addresses/${raviHome.id}/primary`)).statusCode).toBe(404);
    const row = await t.db.kysely
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', raviHome.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ house_no: raviHome.house_no, is_primary: 1 });
  });
});

describe('export', () => {
  it("holds the account's profile, addresses, orders and agent, and nobody else's data", async () => {
    const agent = await makeUser(t.db, { role: 'Agent', first_name: 'Kiran', last_name: 'Rao' });
    const asha = await signInAs(t, 'Customer', { agent_id: agent.id, email: uniqueEmail() });
    const ravi = await signInAs(t, 'Customer', { agent_id: agent.id, email: uniqueEmail('ravi') });
    await makeAddress(t.db, asha.user.id);
    await makeAddress(t.db, ravi.user.id, { house_no: 'Ravi house' });
    const mine = await makeOrder(t, {
      userId: asha.user.id,
      agentId: agent.id,
      status: 'delivered',
    });
    const theirs = await makeOrder(t, { userId: ravi.user.id, agentId: agent.id });

    const res = await call(asha, 'GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="haat-my-data.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({ _id: asha.user.id, email: asha.user.email });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o: { _id: string }) => o._id)).toEqual([mine.id]);
    expect(data.orders[0]).not.toHaveProperty('commission');
    expect(data.agent).toEqual({ _id: agent.id, firstName: 'Kiran', lastName: 'Rao' });
    expect(data.devices).toHaveLength(1);
    const text = res.body;
    for (const foreign of [ravi.user.id, ravi.user.email!, theirs.id, 'Ravi house', agent.email!]) {
      expect(text).not.toContain(foreign);
    }
  });
});

describe('deleting the account', () => {
  it('refuses while an order is between placed and delivered, naming it', async () => {
    const asha = await signInAs(t, 'Customer');
    const order = await makeOrder(t, { userId: asha.user.id, status: 'shipped' });
    const res = await call(asha, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Your order ${order.order_number} is shipped. You can delete your account once it is delivered, returned or cancelled.`,
    );
    expect((await call(asha, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('refuses a wrong password, an agent owed commission and the last Admin', async () => {
    const asha = await signInAs(t, 'Customer');
    const wrong = await call(asha, 'DELETE', '/api/me', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'The password is wrong.' });

    const agent = await signInAs(t, 'Agent');
    const customer = await makeUser(t.db, { agent_id: agent.user.id });
    await makeOrder(t, {
      userId: customer.id,
      agentId: agent.user.id,
      lines: [{ pricePaise: 100_000 }],
    });
    const owed = await call(agent, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toBe(
      'You still have ₹100 of commission not paid out (earned or pending). You can delete your account once the Admin has paid it.',
    );

    await t.db.kysely
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('role', '=', 'Admin')
      .execute();
    const admin = await signInAs(t, 'Admin');
    const last = await call(admin, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'The shop needs its Admin: the last Admin cannot delete their account.',
    );
  });

  it("erases the person, keeps the orders' sums and the ledger, and frees the email", async () => {
    const email = uniqueEmail('leaving');
    const phone = `96${Date.now().toString().slice(-8)}`;
    const agent = await makeUser(t.db, { role: 'Agent' });
    const asha = await signInAs(t, 'Customer', { email, phone, agent_id: agent.id });
    const other = await signIn(email, TEST_PASSWORD, FIREFOX_WINDOWS);
    await makeAddress(t.db, asha.user.id);
    const delivered = await makeOrder(t, {
      userId: asha.user.id,
      agentId: agent.id,
      status: 'delivered',
      lines: [{ pricePaise: 123_450, quantity: 2 }],
    });
    const cancelled = await makeOrder(t, { userId: asha.user.id, status: 'cancelled' });
    const ledgerBefore = await t.db.kysely
      .selectFrom('commission_ledger')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .orderBy('id')
      .execute();

    const res = await call(asha, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });

    const row = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', asha.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Deleted',
      last_name: 'customer',
      phone: null,
      password_hash: '',
      email_verified_at: null,
      agent_id: agent.id,
    });
    expect(row.email).not.toContain('leaving');
    expect(row.deleted_at).not.toBeNull();
    const left = await t.db.kysely
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', asha.user.id)
      .execute();
    expect(left).toEqual([]);

    const orders = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', asha.user.id)
      .orderBy('created_at')
      .execute();
    expect(orders.map((o) => [o.id, o.total_paise, o.commission_paise, o.status])).toEqual([
      [
        delivered.id,
        Number(delivered.total_paise),
        Number(delivered.commission_paise),
        'delivered',
      ],
      [
        cancelled.id,
        Number(cancelled.total_paise),
        Number(cancelled.commission_paise),
        'cancelled',
      ],
    ]);
    for (const order of orders) {
      expect(JSON.parse(order.shipping_address)).toEqual({
        firstName: 'Deleted',
        lastName: 'customer',
        mobileNo: '',
        mobileNo2: null,
        houseNo: '',
        street: '',
        city: '',
        state: '',
        pincode: ORDER_ADDRESS.pincode,
      });
    }
    const ledgerAfter = await t.db.kysely
      .selectFrom('commission_ledger')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .orderBy('id')
      .execute();
    expect(ledgerAfter).toEqual(ledgerBefore);

    // Every session ended; nobody signs in to it; the email and phone sign up again.
    expect((await call(asha, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(other, 'GET', '/api/me')).statusCode).toBe(401);
    const signInTry = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: email, password: TEST_PASSWORD },
    });
    expect(signInTry.statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: { firstName: 'Asha', lastName: 'Verma', email, password: 'Monsoon-Kite-58' },
    });
    expect(again.statusCode).toBe(201);
    const byPhone = await makeUser(t.db, { email: null, phone });
    expect(byPhone.phone).toBe(phone);
  });

  it('deletes with a code mailed for it; a phone-only account gives its password', async () => {
    const email = uniqueEmail();
    const asha = await signInAs(t, 'Customer', { email });
    const ask = await call(asha, 'DELETE', '/api/me', {});
    expect(ask.statusCode).toBe(202);
    expect(ask.json().sentTo).toBe(email);
    const mail = await mailNumber(email, 1);
    expect(mail.subject).toBe('Haat: your code to delete your account');
    const wrong = codeIn(mail) === '000000' ? '111111' : '000000';
    expect((await call(asha, 'DELETE', '/api/me', { otp: wrong })).statusCode).toBe(400);
    expect((await call(asha, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(asha, 'DELETE', '/api/me', { otp: codeIn(mail) })).statusCode).toBe(200);
    expect((await call(asha, 'GET', '/api/me')).statusCode).toBe(401);

    const phoneOnly = await signInAs(t, 'Customer', {
      email: null,
      phone: `95${Date.now().toString().slice(-8)}`,
    });
    const noMail = await call(phoneOnly, 'DELETE', '/api/me', {});
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toBe('Please enter your password.');
    expect(
      (await call(phoneOnly, 'DELETE', '/api/me', { password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
