import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import type { Db } from '../db/connect.ts';
import { makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { backupDatabase, backupKindOf, restoreDatabase } from './backup.ts';

/** Rows in every table of the shop, by table. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.kysely.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

describe('a backup restored into an empty database', () => {
  let t: TestApp;
  let restored: TestApp | undefined;
  let target: TestDb;
  let restoredDb: Db | undefined;
  let dir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    target = await createTestDb({ migrate: false });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    await target.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same shop: every row, the pictures and an order as the Admin sees it', async () => {
    // A shop with a picture, a product, a customer's order and the admin's session.
    const admin = await signInAs(t, 'Admin');
    const customer = await signInAs(t, 'Customer');
    const address = await makeAddress(t.db, customer.user.id);
    const image = await makeImage(t);
    const product = await makeProduct(t, { images: [image], inventory: 5 });
    const added = await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id, quantity: 2 },
      headers: { cookie: customer.cookie },
    });
    expect(added.statusCode).toBe(200);
    const placed = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: { orderDetails: { shippingAddress: address.id, totalAmount: 1000 } },
      headers: { cookie: customer.cookie },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    const orderAnswer = async (app: TestApp) =>
      app.request({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { cookie: admin.cookie },
      });
    const before = await orderAnswer(t);
    expect(before.statusCode).toBe(200);
    const picture = await t.request({ method: 'GET', url: `/images/${image}.webp` });
    const countsBefore = await rowCounts(t.db);
    expect(countsBefore.orders).toBe(1);

    // Made while the shop runs.
    const file = path.join(dir, 'shop.backup');
    await backupDatabase(t.db.url, file);
    expect(backupKindOf(file)).toBe(t.db.dialect);

    await restoreDatabase(target.url, file);
    restoredDb = connectDatabase(target.url);
    expect(await rowCounts(restoredDb)).toEqual(countsBefore);
    restored = await buildTestApp({ db: { ...restoredDb, url: target.url } });
    const after = await orderAnswer(restored);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
    const restoredPicture = await restored.request({ method: 'GET', url: `/images/${image}.webp` });
    expect(restoredPicture.statusCode).toBe(picture.statusCode);
    expect(restoredPicture.rawPayload.equals(picture.rawPayload)).toBe(true);

    // Never over a shop: the target now has tables, and a second restore is refused.
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(/is not empty/);
  });

  it('refuses a file that is not a backup', async () => {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'hello, this is not a database');
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(/is not a Haat backup/);
  });
});
