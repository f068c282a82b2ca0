import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from './event-bus.ts';
import { makeCategory, makeImage, makeProduct } from '../testing/catalog-factories.ts';
import { makeSessionCookie, makeUser } from '../testing/factories.ts';
import { startServerProcess, stopServerProcess } from '../testing/server-processes.ts';
import type { ServerProcess } from '../testing/server-processes.ts';
import { TEST_ORIGIN } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function priceOn(server: ServerProcess, productId: string): Promise<number> {
  const res = await fetch(`${server.url}/api/products/${productId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { price: number }).price;
}

describe('a price changed on one process, read on the others', () => {
  let db: TestDb;
  let writer: ServerProcess;
  let reader: ServerProcess;
  let withoutRedis: ServerProcess;

  beforeAll(async () => {
    db = await createTestDb();
    [writer, reader, withoutRedis] = await Promise.all([
      startServerProcess(db.url, { REDIS_URL }),
      startServerProcess(db.url, { REDIS_URL }),
      startServerProcess(db.url),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([writer, reader, withoutRedis].map(stopServerProcess));
    await db?.close();
  });

  it('shows on a process with Redis at once, and on one without only after its 5 s', async () => {
    const target = { db, events: new EventBus(console) };
    const category = await makeCategory(target, { name: 'Sarees' });
    const image = await makeImage(target);
    const product = await makeProduct(target, {
      category_id: category.id,
      price_paise: 100_000,
      images: [image],
    });
    const admin = await makeUser(db, { role: 'Admin' });
    const cookie = await makeSessionCookie(db, admin.id);

    // Both readers remember the answer: for the next 5 s they serve it from memory.
    const filled = Date.now();
    expect(await priceOn(reader, product.id)).toBe(1000);
    expect(await priceOn(withoutRedis, product.id)).toBe(1000);

    const res = await fetch(`${writer.url}/api/update-product/${product.id}`, {
      method: 'PUT',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        productName: product.name,
        description: product.description,
        details: '',
        category: 'Sarees',
        price: 1234.5,
        images: [`/images/${image}.webp`],
        agentCommission: 10,
        displayDiscount: null,
        size: [],
        inventory: 10,
        availability: 'In stock',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await priceOn(writer, product.id)).toBe(1234.5);

    // The process without Redis still serves what it remembered (the 5 s bound), unless a
    // very busy machine took that long to get here…
    const stale = await priceOn(withoutRedis, product.id);
    if (Date.now() - filled < 4_000) expect(stale).toBe(1000);
    // …while the one with Redis forgot it on the relayed event. Pub/sub delivers within
    // milliseconds; the reads wait at most a second, far inside the 5 s the cache would keep.
    let seen = await priceOn(reader, product.id);
    for (let tries = 0; seen !== 1234.5 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await priceOn(reader, product.id);
    }
    expect(seen).toBe(1234.5);
  });
});
