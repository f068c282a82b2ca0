import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { loadPincodes, toPincodeRows } from './pincode-data.ts';

let t: TestApp;
let loaded: number;
beforeAll(async () => {
  t = await buildTestApp();
  // The real data, from the npm package, as a start of the shop loads it.
  loaded = await loadPincodes(t.db);
}, 60_000);
afterAll(() => t.close());

const get = (pincode: string) => t.request({ method: 'GET', url: `/api/pincode/${pincode}` });

describe('pincode data', () => {
  it('loads every pincode of India Post once, and only into an empty table', async () => {
    expect(loaded).toBeGreaterThan(19_000);
    const { count } = await t.db.kysely
      .selectFrom('pincodes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(loaded);
    expect(await loadPincodes(t.db)).toBe(0);
  });

  it('takes the district most post offices name and today’s state names', () => {
    const rows = toPincodeRows([
      { pincode: 492001, district: 'Raipur', state: 'Chattisgarh' },
      { pincode: 492001, district: 'Raipur', state: 'Chattisgarh' },
      { pincode: 492001, district: 'Durg', state: 'Chattisgarh' },
      { pincode: '194101', district: 'Leh', state: 'Jammu & Kashmir' },
      { pincode: '12345', district: 'Nowhere', state: 'Delhi' },
    ]);
    expect(rows).toEqual([
      { pincode: '194101', city: 'Leh', state: 'Ladakh' },
      { pincode: '492001', city: 'Raipur', state: 'Chhattisgarh' },
    ]);
  });
});

describe('GET /api/pincode/{pincode}', () => {
  it('answers the city, state and cash on delivery, cacheable for five minutes', async () => {
    const res = await get('411001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pincode: '411001',
      city: 'Pune',
      state: 'Maharashtra',
      cod: true,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('500001')).json()).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
  });

  it('answers 404 for a pincode India Post does not list', async () => {
    const res = await get('000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We do not know this pincode; please type the city and state.');
  });

  it('answers 400 for anything but six digits', async () => {
    for (const bad of ['41100', '4110011', '41100a', '%20411001']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('Pincode must be exactly 6 digits');
    }
  });
});
