import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import type { Kysely } from 'kysely';
import type { Database, NewOrderItem } from '../db/schema.ts';
import { touchSession } from '../auth/sessions.queries.ts';
import { recordOrderCommission } from '../ledger/ledger.queries.ts';
import { insertMail, markSent } from '../mail/outbox.queries.ts';
import { EventBus } from '../events/event-bus.ts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeUser } from '../testing/factories.ts';
import { countingBuilds, createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { selectSmsContacts } from './order-status.queries.ts';
import {
  bumpOrderCounter,
  findOrderByKey,
  insertNumberedOrder,
  insertOrder,
  insertOrderItems,
  selectOrderAddress,
  selectStockState,
  takeCart,
  takeStock,
} from './orders.queries.ts';
import { ensureOrderNumberSequence, orderNumberSequence } from './order-number.ts';

// The order path's statements are compiled once per shape and then run with each call's values
// (docs/decisions/470-order-path-sql-per-shape.md), inside the placing transaction as well: a
// second call of a shape builds nothing, answers from its own values, and answers what a
// newly built statement does.

let t: TestDb;
let events: EventBus;
beforeAll(async () => {
  t = await createTestDb();
  events = new EventBus({ error: () => undefined });
});
afterAll(() => t.close());

const postgres = testDialect() === 'postgres';

/**
 * Runs `work` on a database seen through a counting plugin, in its own transaction as the order
 * path does (`inTransaction`) or not; answers its result and whether it built a statement.
 */
function counted(kept: ReturnType<typeof countingBuilds>, inTransaction: boolean) {
  return async <T>(work: (db: Kysely<Database>) => Promise<T>) => {
    const before = kept.built();
    const result = inTransaction
      ? await kept.db.transaction().execute((trx) => work(trx))
      : await work(kept.db);
    return { result, built: kept.built() > before };
  };
}

async function customer() {
  const user = await makeUser(t, { role: 'Customer' });
  const address = await makeAddress(t, user.id);
  return { user, address };
}

function orderValues(userId: string) {
  return {
    id: uuidv7(),
    user_id: userId,
    agent_id: null,
    shipping_method: 'Cash on delivery' as const,
    shipping_address: JSON.stringify({ city: 'Pune' }),
    ship_pincode: '411001',
    total_paise: 49_900,
    commission_paise: 0,
    created_at: new Date().toISOString(),
    idempotency_key: null,
    placed_by: null,
  };
}

function lineOf(orderId: string, productId: string, quantity: number): NewOrderItem {
  return {
    id: uuidv7(),
    order_id: orderId,
    product_id: productId,
    name: 'Mug',
    image_id: null,
    size: '',
    unit_price_paise: 49_900,
    quantity,
    agent_commission_bp: 0,
    commission_paise: 0,
  };
}

describe('the order path keeps its SQL per shape', () => {
  it('reads the address, then the second address without building, as a built read does', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, false);
    const [a, b] = [await customer(), await customer()];
    const first = await run((db) => selectOrderAddress(db, a.user.id, a.address.id));
    const second = await run((db) => selectOrderAddress(db, b.user.id, b.address.id));
    expect(first).toMatchObject({ built: true, result: { id: a.address.id } });
    expect(second).toMatchObject({ built: false, result: { id: b.address.id } });
    // Another user's address is not theirs.
    expect((await run((db) => selectOrderAddress(db, a.user.id, b.address.id))).result).toBe(
      undefined,
    );
    const fresh = countingBuilds(t.kysely).db;
    expect(second.result).toEqual(await selectOrderAddress(fresh, b.user.id, b.address.id));
  });

  it('takes stock per size column across transactions, each call its own product and quantity', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const now = new Date().toISOString();
    const plain = async () =>
      makeProduct({ db: t, events }, { inventory: 5, sizes: '[]', name: 'Steel tumbler' });
    const sized = async () =>
      makeProduct(
        { db: t, events },
        { inventory: 4, sizes: JSON.stringify(['M', 'L']), stock_m: 2, stock_l: 2 },
      );
    const [p1, p2, p3] = [await plain(), await plain(), await plain()];
    expect((await run((db) => takeStock(db, p1.id, '', 2, now))).built).toBe(true);
    const second = await run((db) => takeStock(db, p2.id, '', 5, now));
    expect(second).toMatchObject({ built: false, result: { name: p2.name } });
    // Too many: nothing taken, and nothing built.
    expect(await run((db) => takeStock(db, p1.id, '', 4, now))).toEqual({
      built: false,
      result: undefined,
    });
    const fresh = countingBuilds(t.kysely).db;
    // Each its own product's first image; otherwise the same answer.
    const same = (answer: { image_id: string | null } | undefined) => ({ ...answer, image_id: 0 });
    const built = await takeStock(fresh, p3.id, '', 5, now);
    expect(second.result?.image_id).toBe(p2.images[0]);
    expect(built?.image_id).toBe(p3.images[0]);
    expect(same(second.result)).toEqual(same(built));
    const stockOf = (id: string) =>
      t.kysely
        .selectFrom('products')
        .select(['inventory', 'availability', 'stock_m', 'stock_l'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await stockOf(p1.id)).toMatchObject({ inventory: 3, availability: 'In stock' });
    expect(await stockOf(p2.id)).toEqual(await stockOf(p3.id));
    expect(await stockOf(p2.id)).toMatchObject({ inventory: 0, availability: 'Out of stock' });

    // A size is another shape: built once, then kept.
    const [s1, s2] = [await sized(), await sized()];
    expect((await run((db) => takeStock(db, s1.id, 'M', 1, now))).built).toBe(true);
    expect((await run((db) => takeStock(db, s2.id, 'L', 2, now))).built).toBe(true);
    expect((await run((db) => takeStock(db, s2.id, 'M', 2, now))).built).toBe(false);
    expect((await run((db) => takeStock(db, s1.id, 'M', 2, now))).result).toBe(undefined);
    expect(await stockOf(s1.id)).toMatchObject({ inventory: 3, stock_m: 1, stock_l: 2 });
    expect(await stockOf(s2.id)).toMatchObject({
      inventory: 0,
      availability: 'Out of stock',
      stock_m: 0,
      stock_l: 0,
    });
  });

  it("takes each user's own cart without building", async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const product = await makeProduct({ db: t, events }, { inventory: 50 });
    const cartOf = async (quantity: number) => {
      const { user } = await customer();
      await t.kysely
        .insertInto('cart_items')
        .values({ id: uuidv7(), user_id: user.id, product_id: product.id, size: '', quantity })
        .execute();
      return user.id;
    };
    const [a, b] = [await cartOf(1), await cartOf(3)];
    expect(await run((db) => takeCart(db, a))).toEqual({
      built: true,
      result: [{ product_id: product.id, size: '', quantity: 1 }],
    });
    expect(await run((db) => takeCart(db, b))).toEqual({
      built: false,
      result: [{ product_id: product.id, size: '', quantity: 3 }],
    });
    expect(await run((db) => takeCart(db, b))).toEqual({ built: false, result: [] });
  });

  it('writes the mail and SMS rows per set of columns, each its own values', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const now = new Date().toISOString();
    const mail = (to: string) => ({
      topic: null,
      id: uuidv7(),
      to_address: to,
      subject: `Order for ${to}`,
      text_body: 'text',
      html_body: '<p>html</p>',
      next_attempt_at: now,
      claimed_until: null,
      sent_at: null,
      last_error: null,
      created_at: now,
    });
    const sms = (to: string) => ({
      ...mail(to),
      channel: 'sms' as const,
      variables: JSON.stringify({ to }),
      lang: 'hi' as const,
    });
    const rows = [mail('a@x.test'), mail('b@x.test'), sms('+919800000001'), sms('+919800000002')];
    const built = [];
    for (const row of rows) built.push((await run((db) => insertMail(db, row))).built);
    expect(built).toEqual([true, false, true, false]);
    const stored = await t.kysely
      .selectFrom('outbox')
      .select(['id', 'to_address', 'subject', 'channel', 'variables', 'lang', 'status'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    expect(stored).toEqual(
      rows.map((row) => ({
        id: row.id,
        to_address: row.to_address,
        subject: row.subject,
        channel: 'channel' in row ? 'sms' : 'mail',
        variables: 'variables' in row ? row.variables : null,
        lang: 'lang' in row ? 'hi' : 'en',
        status: 'pending',
      })),
    );
  });

  it("reads the order's people per count of ids, as a built read does", async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const agent = await makeUser(t, { role: 'Agent' });
    const [a, b] = [await customer(), await customer()];
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    const one = await run((db) => selectSmsContacts(db, [a.user.id]));
    const two = await run((db) => selectSmsContacts(db, [a.user.id, agent.id]));
    const oneAgain = await run((db) => selectSmsContacts(db, [b.user.id]));
    const twoAgain = await run((db) => selectSmsContacts(db, [b.user.id, agent.id]));
    expect([one.built, two.built, oneAgain.built, twoAgain.built]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(ids(oneAgain.result)).toEqual([b.user.id]);
    expect(ids(twoAgain.result)).toEqual([agent.id, b.user.id].sort());
    const fresh = countingBuilds(t.kysely).db;
    expect(twoAgain.result).toEqual(await selectSmsContacts(fresh, [b.user.id, agent.id]));
  });

  it('inserts each order numbered, its lines and commission, building once', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const product = await makeProduct({ db: t, events }, { inventory: 50 });
    const agent = await makeUser(t, { role: 'Agent' });
    const [a, b] = [await customer(), await customer()];
    const at = new Date();
    const year = at.getUTCFullYear();
    const place = (userId: string, agentId: string | null, quantity: number) => {
      const order = { ...orderValues(userId), agent_id: agentId, commission_paise: 100 };
      const items = [lineOf(order.id, product.id, quantity)];
      return run(async (db) => {
        if (postgres) {
          return insertNumberedOrder(
            db,
            { sequence: orderNumberSequence(year), numberPrefix: 'HT-T-' },
            order,
            items,
            uuidv7(),
          );
        }
        const count = await bumpOrderCounter(db, year);
        const placed = await insertOrder(db, { ...order, order_number: `HT-T-${count}` });
        await insertOrderItems(db, items);
        if (agentId) {
          await recordOrderCommission(
            db,
            { agentId, orderId: order.id, kind: 'accrued', amountPaise: 100 },
            order.created_at,
          );
        }
        return placed;
      });
    };
    if (postgres) await ensureOrderNumberSequence(t, year);
    const first = await place(a.user.id, agent.id, 2);
    const second = await place(b.user.id, agent.id, 3);
    expect(first.built).toBe(true);
    expect(second.built).toBe(false);
    expect(second.result).toMatchObject({ user_id: b.user.id, agent_id: agent.id });
    expect(Number(second.result.order_number.slice('HT-T-'.length))).toBeGreaterThan(
      Number(first.result.order_number.slice('HT-T-'.length)),
    );
    const lines = await t.kysely
      .selectFrom('order_items')
      .select(['order_id', 'quantity'])
      .where('order_id', 'in', [first.result.id, second.result.id])
      .orderBy('order_id')
      .execute();
    expect(lines).toEqual([
      { order_id: first.result.id, quantity: 2 },
      { order_id: second.result.id, quantity: 3 },
    ]);
    const ledger = await t.kysely
      .selectFrom('commission_ledger')
      .select(['order_id', 'agent_id', 'kind', 'amount_paise'])
      .where('order_id', 'in', [first.result.id, second.result.id])
      .orderBy('order_id')
      .execute();
    expect(ledger.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
      { order_id: first.result.id, agent_id: agent.id, kind: 'accrued', amount_paise: 100 },
      { order_id: second.result.id, agent_id: agent.id, kind: 'accrued', amount_paise: 100 },
    ]);
  });

  it.skipIf(postgres)('keeps the lines of an insert per count of lines (SQLite)', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, true);
    const product = await makeProduct({ db: t, events }, { inventory: 50 });
    const { user } = await customer();
    const lines = async (count: number) => {
      const order = await insertOrder(t.kysely, {
        ...orderValues(user.id),
        order_number: `HT-L-${uuidv7()}`,
      });
      const items = Array.from({ length: count }, (_, at) => lineOf(order.id, product.id, at + 1));
      return run((db) => insertOrderItems(db, items));
    };
    const built = [];
    for (const count of [1, 2, 1, 2]) built.push((await lines(count)).built);
    expect(built).toEqual([true, true, false, false]);
    expect((await lines(2)).result.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('touches each session by its own token without building', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, false);
    const users = [await makeUser(t), await makeUser(t)];
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    for (const [at, user] of users.entries()) {
      await t.kysely
        .insertInto('sessions')
        .values({
          id: uuidv7(),
          token_hash: `touch-${at}-${user.id}`,
          user_id: user.id,
          expires_at: expires,
        })
        .execute();
    }
    const touched = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'];
    const built = [];
    for (const [at, user] of users.entries()) {
      built.push(
        (await run((db) => touchSession(db, `touch-${at}-${user.id}`, touched[at]!))).built,
      );
    }
    expect(built).toEqual([true, false]);
    const seen = await t.kysely
      .selectFrom('sessions')
      .select('last_seen_at')
      .where(
        'token_hash',
        'in',
        users.map((user, at) => `touch-${at}-${user.id}`),
      )
      .orderBy('last_seen_at')
      .execute();
    expect(seen.map((row) => row.last_seen_at)).toEqual(touched);
  });

  it("reads a refused order's earlier order by key and its products' stock without building", async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, false);
    const [a, b] = [await customer(), await customer()];
    const orderWithKey = async (userId: string, key: string) => {
      const values = { ...orderValues(userId), idempotency_key: key };
      await insertOrder(t.kysely, { ...values, order_number: `HT-K-${values.id}` });
      return values.id;
    };
    const first = await orderWithKey(a.user.id, 'key-1');
    const second = await orderWithKey(b.user.id, 'key-2');
    const byKey = await run((db) => findOrderByKey(db, a.user.id, 'key-1'));
    const byKeyAgain = await run((db) => findOrderByKey(db, b.user.id, 'key-2'));
    expect(byKey).toMatchObject({ built: true, result: { id: first } });
    expect(byKeyAgain).toMatchObject({ built: false, result: { id: second } });
    expect((await run((db) => findOrderByKey(db, a.user.id, 'key-2'))).result).toBe(undefined);
    const fresh = countingBuilds(t.kysely).db;
    expect(byKeyAgain.result).toEqual(await findOrderByKey(fresh, b.user.id, 'key-2'));

    const p1 = await makeProduct({ db: t, events }, { inventory: 3 });
    const p2 = await makeProduct({ db: t, events }, { inventory: 7, disabled: 1 });
    expect((await run((db) => selectStockState(db, p1.id))).built).toBe(true);
    const state = await run((db) => selectStockState(db, p2.id));
    expect(state).toMatchObject({
      built: false,
      result: { name: p2.name, inventory: 7, disabled: 1 },
    });
    expect(state.result).toEqual(await selectStockState(fresh, p2.id));
  });

  it('marks each sent mail by its own id without building', async () => {
    const kept = countingBuilds(t.kysely);
    const run = counted(kept, false);
    const now = new Date().toISOString();
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const id of ids) {
      await insertMail(t.kysely, {
        id,
        to_address: 'a@x.test',
        subject: 'Sent',
        text_body: 'text',
        html_body: '',
        next_attempt_at: now,
        claimed_until: now,
        created_at: now,
      });
    }
    const sentAt = ['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'];
    expect((await run((db) => markSent(db, ids[0]!, sentAt[0]!))).built).toBe(true);
    expect((await run((db) => markSent(db, ids[1]!, sentAt[1]!))).built).toBe(false);
    const rows = await t.kysely
      .selectFrom('outbox')
      .select(['id', 'status', 'sent_at', 'claimed_until'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ids[0], status: 'sent', sent_at: sentAt[0], claimed_until: null },
      { id: ids[1], status: 'sent', sent_at: sentAt[1], claimed_until: null },
      { id: ids[2], status: 'pending', sent_at: null, claimed_until: now },
    ]);
  });
});
