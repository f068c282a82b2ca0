import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeUser, signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * The API's messages follow the reader's language: the `lang` cookie, else Accept-Language,
 * else English (issue 30, "Calls"; docs/decisions/281-server-messages-catalogue.md).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HINDI_BY_COOKIE = { cookie: 'lang=hi' };
const HINDI_BY_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8' };

describe('a 401 in the reader’s language', () => {
  async function wrongPassword(headers: Record<string, string | undefined>) {
    const user = await makeUser(t.db, {
      email: `hindi.${Date.now()}.${Math.random()}@example.test`,
    });
    return t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: user.email, password: 'not-the-password-1' },
      headers,
    });
  }

  it('is Hindi with lang=hi, and with Accept-Language: hi', async () => {
    for (const headers of [HINDI_BY_COOKIE, HINDI_BY_BROWSER]) {
      const res = await wrongPassword(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: 'लॉग इन की जानकारी सही नहीं है',
        error: 'लॉग इन की जानकारी सही नहीं है',
      });
    }
  });

  it('is the spec’s English by default, with lang=en, and for a language the shop has not', async () => {
    for (const headers of [
      {},
      { cookie: 'lang=en', 'accept-language': 'hi' },
      { 'accept-language': 'ta-IN' },
    ]) {
      const res = await wrongPassword(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.invalidCredentials);
    }
  });

  it('is Hindi for a call that needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/my-orders', headers: HINDI_BY_COOKIE });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('जारी रखने के लिए कृपया फिर से लॉग इन करें');
  });
});

describe('a 400 in the reader’s language', () => {
  const address = {
    firstName: 'Asha',
    lastName: '',
    mobileNo: '98765',
    houseNo: '12',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '4110',
  };

  async function addAddress(headers: Record<string, string | undefined>) {
    const as = await signInAs(t, 'Customer');
    return t.request({
      method: 'POST',
      url: '/api/add-address',
      payload: { address },
      headers: { ...headers, cookie: [as.cookie, headers.cookie].filter(Boolean).join('; ') },
    });
  }

  it('gives each field its message in Hindi, and the first as the message', async () => {
    for (const headers of [HINDI_BY_COOKIE, HINDI_BY_BROWSER]) {
      const res = await addAddress(headers);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.fields).toMatchObject({
        'address.lastName': 'LastName ज़रूरी है',
        'address.mobileNo': 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए',
        'address.pincode': 'पिनकोड ठीक 6 अंकों का होना चाहिए',
      });
      expect(body.message).toBe(`${Object.keys(body.fields)[0]}: ${Object.values(body.fields)[0]}`);
    }
  });

  it('keeps the spec’s English for an English reader', async () => {
    const res = await addAddress({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'address.lastName': 'LastName is required',
      'address.mobileNo': MESSAGES.mobileDigits,
      'address.pincode': MESSAGES.pincodeDigits,
    });
  });

  it('translates a sentence with values (a product the cart cannot take)', async () => {
    const as = await signInAs(t, 'Customer');
    const product = await makeProduct(t, { name: 'Kurta', inventory: 2 });
    const add = (quantity: number, lang: string) =>
      t.request({
        method: 'POST',
        url: '/api/add-to-cart',
        payload: { productId: product.id, quantity, size: '' },
        headers: { cookie: `${as.cookie}; lang=${lang}` },
      });
    const hindi = await add(5, 'hi');
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json()).toMatchObject({
      message: 'Kurta के सिर्फ़ 2 स्टॉक में बचे हैं।',
      fields: { quantity: 'ज़्यादा से ज़्यादा 2 और' },
    });
    const english = await add(5, 'en');
    expect(english.json()).toMatchObject({
      message: 'Only 2 of Kurta left in stock.',
      fields: { quantity: 'at most 2 more' },
    });
  });
});

describe('a success message in the reader’s language', () => {
  it('is Hindi for a Hindi reader and the spec’s English otherwise', async () => {
    const as = await signInAs(t, 'Customer');
    const product = await makeProduct(t, { name: 'Kurta', inventory: 5 });
    const add = (headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/add-to-cart',
        payload: { productId: product.id, quantity: 1, size: '' },
        headers: { ...headers, cookie: [as.cookie, headers.cookie].filter(Boolean).join('; ') },
      });
    for (const headers of [HINDI_BY_COOKIE, HINDI_BY_BROWSER]) {
      const hindi = await add(headers);
      expect(hindi.statusCode).toBe(200);
      expect(hindi.json()).toEqual({ message: 'कार्ट में जोड़ दिया' });
    }
    const english = await add({});
    expect(english.json()).toEqual({ message: 'Added to cart' });
  });

  it('keeps the rest of the answer, and an answer without a message, as they are', async () => {
    const as = await signInAs(t, 'Customer');
    const added = await t.request({
      method: 'POST',
      url: '/api/add-address',
      payload: {
        address: {
          firstName: 'Asha',
          lastName: 'Verma',
          mobileNo: '9876501234',
          houseNo: 'Flat 4B',
          street: 'MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
      },
      headers: { cookie: `${as.cookie}; lang=hi` },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'पता जुड़ गया',
      address: { city: 'Pune', street: 'MG Road' },
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/user-address',
      headers: { cookie: `${as.cookie}; lang=hi` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().addresses).toHaveLength(1);
  });
});
