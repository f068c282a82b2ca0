import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIEST_DAY, LEDGER_MESSAGES } from '@haat/contracts';
import type { ProductBody } from '@haat/contracts';
import { makeCategory, makeImage } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp, testClock } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Issue 20, findings 2 and 3: money that rounds to nothing and days that do not exist are
 * refused with a 400 naming the field, never stored and never a 500.
 */
const TINY = [1e-9, 1e-300, 5e-324, 0.001, 0.004];

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
// 10:00 in India on 2026-11-25 (04:30 UTC).
const clock = testClock(Date.parse('2026-11-25T04:30:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ deps: { now: clock.now } });
  admin = await signInAs(t, 'Admin');
  agent = await signInAs(t, 'Agent');
});
afterAll(() => t.close());

const payout = (payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/agent-payouts',
    payload: {
      agentId: agent.user.id,
      amount: 0,
      paidOn: '2026-11-20',
      reference: 'UPI',
      ...payload,
    },
    headers: { cookie: admin.cookie },
  });

async function payoutRows() {
  return t.db.kysely
    .selectFrom('commission_ledger')
    .select('amount_paise')
    .where('agent_id', '=', agent.user.id)
    .execute();
}

describe('payout amounts below one paisa', () => {
  it.each(TINY)('amount %s is a 400 naming the amount, and nothing is recorded', async (amount) => {
    const res = await payout({ amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('amount');
    expect(await payoutRows()).toEqual([]);
  });
});

describe('payout days', () => {
  it.each([
    ['2026-02-31', 'a day February does not have'],
    ['2026-04-31', 'a day April does not have'],
    ['2025-02-29', 'a leap day of a common year'],
    ['2026-13-01', 'a thirteenth month'],
    ['1900-01-01', 'a day before the shop'],
    ['2019-12-31', 'the day before the earliest'],
    ['2026-11-26', 'tomorrow in India'],
    ['9999-12-31', 'the far future'],
  ])('%s (%s) is a 400 naming the day', async (paidOn) => {
    const res = await payout({ amount: 0.01, paidOn });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('paidOn');
    expect(await payoutRows()).toEqual([]);
  });

  it('the earliest day and today in India pass the date checks (then meet the balance)', async () => {
    // 23:00 UTC on the 24th is already the 25th in India.
    clock.advance(-(5 * 60 + 30) * 60 * 1000);
    for (const paidOn of [EARLIEST_DAY, '2024-02-29', '2026-11-25']) {
      const res = await payout({ amount: 0.01, paidOn });
      expect(res.statusCode, `${paidOn}: ${res.body}`).toBe(409);
      expect(res.json().fields).not.toHaveProperty('paidOn');
    }
    clock.advance((5 * 60 + 30) * 60 * 1000);
  });

  it('says why, in words', async () => {
    const res = await payout({ amount: 1, paidOn: '2026-11-26' });
    expect(res.json().fields.paidOn).toBe(LEDGER_MESSAGES.futureDay);
  });
});

describe('product money below one paisa', () => {
  let body: ProductBody;
  beforeAll(async () => {
    await makeCategory(t, { name: 'Sarees' });
    body = {
      productName: 'Cotton saree',
      description: 'Handloom.',
      category: 'Sarees',
      price: 499,
      images: [`/images/${await makeImage(t)}.webp`],
      agentCommission: 5,
      inventory: 3,
      availability: 'In stock',
    };
  });
  const addProduct = (payload: object) =>
    t.request({
      method: 'POST',
      url: '/api/add-product',
      payload: { ...body, ...payload },
      headers: { cookie: admin.cookie },
    });

  it.each(TINY)('price %s is a 400 naming the price', async (price) => {
    const res = await addProduct({ price });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('price');
  });

  it.each([1e-9, 5e-324, 0.001])(
    'agentCommission %s is a 400, not a rate of nothing',
    async (rate) => {
      const res = await addProduct({ agentCommission: rate });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty('agentCommission');
    },
  );

  it('no product was stored at ₹0 or with a rate of nothing', async () => {
    const rows = await t.db.kysely
      .selectFrom('products')
      .select(['price_paise', 'agent_commission_bp'])
      .execute();
    expect(rows).toEqual([]);
    const ok = await addProduct({ price: 0.01, agentCommission: 0.01 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ price: 0.01, agentCommission: 0.01 });
  });
});
