import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, SETTINGS_MESSAGES } from '@haat/contracts';
import type { ShopSettings } from '@haat/contracts';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});
const read = (who: SignedIn | null) =>
  t.request({ method: 'GET', url: '/api/shop-settings', headers: as(who) });
const save = (who: SignedIn | null, payload: object) =>
  t.request({ method: 'PUT', url: '/api/shop-settings', payload, headers: as(who) });

const GOOD = {
  legalName: 'Haat Textiles Private Limited',
  address: '12 MG Road\nCamp, Pune',
  state: 'Maharashtra',
  pincode: '411001',
  gstin: '27aapfu0939f1zv',
  invoicePrefix: 'ht',
  supportPhone: '9876543210',
};

describe('shop settings', () => {
  it('are for the Admin only', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer');
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, GOOD)).statusCode).toBe(401);
    for (const who of [agent, customer]) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await save(who, GOOD)).statusCode).toBe(403);
    }
  });

  it('answer empty defaults before the first save, then what was saved', async () => {
    const before = await read(admin);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      legalName: '',
      address: '',
      state: '',
      pincode: '',
      gstin: '',
      invoicePrefix: '',
      supportPhone: '',
      returnAddress: null,
      defaultGstRate: 5,
      labelLayout: '4x6',
      updatedAt: null,
    });

    const saved = await save(admin, { ...GOOD, defaultGstRate: 12, labelLayout: 'a4-four' });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...GOOD,
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'HT',
      returnAddress: null,
      defaultGstRate: 12,
      labelLayout: 'a4-four',
    };
    expect(saved.json()).toMatchObject(expected);
    const after = (await read(admin)).json<ShopSettings>();
    expect(after).toMatchObject(expected);
    expect(after.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Saved again without the optional fields: rate and layout stay, a return address comes.
    const again = await save(admin, { ...GOOD, returnAddress: '  Godown 4, Bhiwandi ' });
    expect(again.statusCode).toBe(200);
    expect((await read(admin)).json()).toMatchObject({
      ...expected,
      returnAddress: 'Godown 4, Bhiwandi',
    });
    expect(await t.db.kysely.selectFrom('shop_settings').selectAll().execute()).toHaveLength(1);
  });

  it('refuse a bad GSTIN with a field message and keep what was saved', async () => {
    await save(admin, GOOD);
    const cases: [string, string][] = [
      ['27AAPFU0939F1ZW', GSTIN_MESSAGES.check],
      ['39AAPFU0939F1ZV', GSTIN_MESSAGES.stateCode],
      ['27AAPF10939F1ZV', GSTIN_MESSAGES.pan],
      ['27AAPFU0939F1Z', GSTIN_MESSAGES.length],
      ['', GSTIN_MESSAGES.required],
    ];
    for (const [gstin, message] of cases) {
      const res = await save(admin, { ...GOOD, gstin, legalName: 'Changed' });
      expect(res.statusCode, gstin).toBe(400);
      expect(res.json().fields, gstin).toEqual({ gstin: message });
    }
    const otherState = await save(admin, { ...GOOD, state: 'Tamil Nadu', pincode: '600001' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().fields).toEqual({
      gstin: SETTINGS_MESSAGES.gstinOtherState('Maharashtra', 'Tamil Nadu'),
    });
    expect((await read(admin)).json()).toMatchObject({ legalName: GOOD.legalName });
  });

  it('say every other bad field', async () => {
    const res = await save(admin, {
      ...GOOD,
      legalName: ' ',
      state: 'Atlantis',
      pincode: '41100',
      invoicePrefix: 'HAATX',
      supportPhone: '98765',
      defaultGstRate: 7,
      labelLayout: 'A5',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'defaultGstRate',
      'invoicePrefix',
      'labelLayout',
      'legalName',
      'pincode',
      'state',
      'supportPhone',
    ]);
    expect(res.json().fields.invoicePrefix).toBe(SETTINGS_MESSAGES.prefixShape);
    expect(res.json().fields.state).toBe(SETTINGS_MESSAGES.stateUnknown);
  });
});
