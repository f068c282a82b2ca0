import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeOrdersInBulk, newestFirst } from '../testing/order-factories.ts';
import type { BulkOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-db.ts';
import { exportOrders } from './exports.service.ts';

/*
 * The exports of more orders than one batch (docs/decisions/331-export-through-a-cursor.md):
 * keyset batches on SQLite, one cursor on PostgreSQL. Every order once, newest first, and a
 * file the client stops reading gives its connection back.
 */

let t: TestApp;
let admin: SignedIn;
let made: BulkOrder[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  const buyers = [(await makeUser(t.db)).id, (await makeUser(t.db)).id];
  const product = await makeProduct(t);
  made = newestFirst(
    await makeOrdersInBulk(t, {
      userIds: buyers,
      count: 450,
      start: '2026-07-01T00:00:00.000Z',
      productId: product.id,
    }),
  );
}, 60_000);
afterAll(() => t.close());

async function rows(url: string, query: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url, query, headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return (parse(res.rawPayload, { bom: true }) as string[][]).slice(1);
}

describe('exports longer than a batch', () => {
  it('writes every order once, newest first, and every line', async () => {
    const orders = await rows('/api/exports/orders.csv');
    expect(orders.map((row) => row[0])).toEqual(made.map((order) => order.orderNumber));
    const lines = await rows('/api/exports/order-lines.csv');
    expect(lines.map((row) => row[0])).toEqual(made.map((order) => order.orderNumber));
    expect(lines.every((row) => row[4] === 'Bulk kurta')).toBe(true);
  });

  it('keeps to the filter across batches', async () => {
    const kept = made.filter((order) => order.pincode === '560002');
    const orders = await rows('/api/exports/orders.csv', { pincode: '560002' });
    expect(orders.map((row) => row[0])).toEqual(kept.map((order) => order.orderNumber));
    const lines = await rows('/api/exports/order-lines.csv', { pincode: '560002' });
    expect(lines).toHaveLength(kept.length);
  });

  it.runIf(testDialect() === 'postgres')(
    'gives the cursor’s connection back when the client stops reading',
    async () => {
      const stats = t.db.poolStats!;
      const file = exportOrders(t.db, { q: undefined });
      // Read until the first order's row has come: the cursor is open then.
      await new Promise<void>((resolve, reject) => {
        let text = '';
        file.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(made[0]!.orderNumber)) {
            file.pause();
            resolve();
          }
        });
        file.once('error', reject);
      });
      // While the file is open its cursor holds a connection.
      expect(stats().total - stats().idle).toBeGreaterThan(0);
      file.destroy();
      await expect.poll(() => stats().total - stats().idle, { timeout: 5_000 }).toBe(0);
    },
  );
});
