import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '@haat/testing/mail-catcher';
import { signInAs, TEST_PASSWORD, makeUser } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { placeOrderThroughCart } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Mails and SMS go out in the account's language (users.lang), a sign-up's in the language of
 * the request that made the account; sign-in brings the account's language to the device
 * (docs/decisions/282-the-account-language-at-sign-in.md, 283-mail-and-sms-in-the-accounts-language.md).
 * The real SMTP catcher and the SMS gateway stand-in receive them.
 */
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ deps: { outboxTimings: { pollMs: 50 } } });
});
afterAll(() => t.close());

function unique(name: string): string {
  seq += 1;
  return `${name}.${Date.now().toString(36)}.${seq}@example.test`;
}

function uniquePhone(): string {
  seq += 1;
  return `6${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

async function smsTo(phone: string, count: number) {
  const of = () => t.sms.accepted.filter((s) => s.mobiles === `91${phone}`);
  for (let waited = 0; waited < 5000 && of().length < count; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return of();
}

function placeOrder(buyer: SignedIn) {
  return placeOrderThroughCart(t, buyer, { name: 'Saree' });
}

describe('a sign-up in Hindi', () => {
  it('makes a Hindi account whose code mail is in Hindi', async () => {
    const email = unique('sita');
    const res = await t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: { firstName: 'Sita', lastName: 'Ram', email, password: 'mango-Tree-91' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.mailbox.waitFor(email);
    expect(mail.subject).toBe('Haat: आपका सत्यापन कोड');
    expect(mail.text).toContain('नमस्ते Sita,');
    expect(mail.text).toContain(`आपका Haat सत्यापन कोड ${codeIn(mail)} है।`);
    const row = await t.db.kysely
      .selectFrom('users')
      .select('lang')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('hi');
  });

  it('stays English for an English reader', async () => {
    const email = unique('john');
    await t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: { firstName: 'John', lastName: 'Doe', email, password: 'mango-Tree-91' },
    });
    const mail = await t.mailbox.waitFor(email);
    expect(mail.subject).toBe('Haat: your verification code');
    expect(mail.text).toContain('Hello John,');
  });
});

describe('signing in', () => {
  it('answers the account’s language and sets the lang cookie to it', async () => {
    const user = await makeUser(t.db, { email: unique('gita'), lang: 'hi' });
    const res = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: user.email, password: TEST_PASSWORD },
      headers: { cookie: 'lang=en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lang).toBe('hi');
    expect(res.cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'hi', path: '/' });
  });
});

describe('order mails and SMS in the account’s language', () => {
  it('mails a Hindi customer the order placed and its moves in Hindi', async () => {
    const admin = await signInAs(t, 'Admin');
    const buyer = await signInAs(t, 'Customer', {
      email: unique('asha'),
      lang: 'hi',
      first_name: 'Asha',
    });
    const order = await placeOrder(buyer);
    const placed = await t.mailbox.waitFor(buyer.user.email!);
    expect(placed.subject).toBe(`Haat: ऑर्डर ${order.orderNumber} हो गया`);
    expect(placed.text).toContain(`आपके ऑर्डर ${order.orderNumber} के लिए धन्यवाद।`);
    expect(placed.text).toContain('डिलीवरी पर नकद देने की कुल रक़म: ₹100');
    expect(placed.body).toContain('<html lang="hi">');

    const moved = await t.request({
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      payload: { status: 'confirmed' },
      headers: { cookie: admin.cookie },
    });
    expect(moved.statusCode).toBe(200);
    for (let waited = 0; waited < 5000; waited += 50) {
      if (
        t.mailbox.mails.some((m) => m.subject.includes('पक्का') && m.to.includes(buyer.user.email!))
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const confirmed = t.mailbox.mails.find(
      (m) => m.to.includes(buyer.user.email!) && m.subject.includes('पक्का'),
    );
    expect(confirmed?.subject).toBe(`Haat: आपका ऑर्डर पक्का हो गया है (${order.orderNumber})`);
  });

  it('sends a Hindi phone-only customer the Hindi template, and an English agent the English one', async () => {
    const agentPhone = uniquePhone();
    const agent = await signInAs(t, 'Agent', { phone: agentPhone, lang: 'en' });
    const phone = uniquePhone();
    const buyer = await signInAs(t, 'Customer', {
      email: null,
      phone,
      lang: 'hi',
      agent_id: agent.user.id,
    });
    const order = await placeOrder(buyer);
    const [sms] = await smsTo(phone, 1);
    expect(sms).toMatchObject({ flowId: 'floworderPlacedHi', unicode: 1 });
    expect(sms!.variables).toMatchObject({ number: order.orderNumber, amount: '₹100' });
    const [agentSms] = await smsTo(agentPhone, 1);
    expect(agentSms?.flowId).toBe('flowagentOrderPlaced');
    const row = await t.db.kysely
      .selectFrom('outbox')
      .select(['text_body', 'lang'])
      .where('to_address', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      lang: 'hi',
      text_body: `Haat: आपका ₹100 का ऑर्डर ${order.orderNumber} हो गया है। डिलीवरी पर नकद भुगतान करें। इसे यहाँ देखें: http://shop.test/my-orders`,
    });
  });
});
