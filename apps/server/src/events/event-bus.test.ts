import Fastify from 'fastify';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../db/connect.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { EventBus } from './event-bus.ts';

/** The change a unit of work makes in these tests: a category row. */
async function addCategory(db: DbExecutor, name: string): Promise<string> {
  const id = uuidv7();
  const at = new Date().toISOString();
  await db
    .insertInto('categories')
    .values({ id, name, image_id: null, created_at: at, updated_at: at })
    .execute();
  return id;
}

describe('the event bus', () => {
  let db: TestDb;
  let errors: { obj: unknown; message: string }[];
  let bus: EventBus;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  beforeEach(() => {
    errors = [];
    bus = new EventBus({ error: (obj, message) => errors.push({ obj, message }) });
    // An in-transaction subscriber writes an outbox row, as the order mails do.
    bus.inTransaction('category.changed', async ({ categoryId }, trx) => {
      await enqueueMail(
        trx,
        { to: `${categoryId}@haat.test`, subject: 'Changed', text: categoryId, html: categoryId },
        new Date(),
      );
    });
  });

  const categoryNamed = (name: string) =>
    db.kysely.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst();
  const outboxRowFor = (categoryId: string) =>
    db.kysely
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', `${categoryId}@haat.test`)
      .executeTakeFirst();

  it('commits what in-transaction subscribers write with the change', async () => {
    const id = await bus.transaction(db, async ({ trx, publish }) => {
      const categoryId = await addCategory(trx, 'Committed');
      await publish('category.changed', { categoryId });
      return categoryId;
    });
    expect(await categoryNamed('Committed')).toEqual({ id });
    expect(await outboxRowFor(id)).toEqual({ subject: 'Changed' });
  });

  it("rolls an in-transaction subscriber's outbox row back with the change", async () => {
    let categoryId = '';
    await expect(
      bus.transaction(db, async ({ trx, publish }) => {
        categoryId = await addCategory(trx, 'Rolled back');
        await publish('category.changed', { categoryId });
        // The subscriber's row is there inside the transaction…
        const inside = await trx
          .selectFrom('outbox')
          .select('subject')
          .where('to_address', '=', `${categoryId}@haat.test`)
          .executeTakeFirst();
        expect(inside).toEqual({ subject: 'Changed' });
        throw new Error('refused after publishing');
      }),
    ).rejects.toThrow('refused after publishing');
    expect(categoryId).not.toBe('');
    // …and gone with it.
    expect(await categoryNamed('Rolled back')).toBeUndefined();
    expect(await outboxRowFor(categoryId)).toBeUndefined();
  });

  it('rolls the change back when an in-transaction subscriber fails, even if the work goes on', async () => {
    bus.inTransaction('category.changed', async () => {
      throw new Error('the outbox is full');
    });
    let categoryId = '';
    await expect(
      bus.transaction(db, async ({ trx, publish }) => {
        categoryId = await addCategory(trx, 'Subscriber failed');
        // A service that swallows the error does not save the change.
        await publish('category.changed', { categoryId }).catch(() => undefined);
        return 'done';
      }),
    ).rejects.toThrow('the outbox is full');
    expect(await categoryNamed('Subscriber failed')).toBeUndefined();
    expect(await outboxRowFor(categoryId)).toBeUndefined();
  });

  it('runs after-commit subscribers only after a commit, where the change is visible', async () => {
    const seen: { categoryId: string; visible: boolean }[] = [];
    bus.afterCommit('category.changed', async ({ categoryId }) => {
      // Read outside the transaction: only a committed row is there.
      const row = await db.kysely
        .selectFrom('categories')
        .select('id')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      seen.push({ categoryId, visible: row !== undefined });
    });

    await expect(
      bus.transaction(db, async ({ trx, publish }) => {
        await publish('category.changed', { categoryId: await addCategory(trx, 'Never') });
        expect(seen).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);

    const categoryId = await bus.transaction(db, async ({ trx, publish }) => {
      const id = await addCategory(trx, 'Seen after commit');
      await publish('category.changed', { categoryId: id });
      expect(seen).toEqual([]);
      return id;
    });
    expect(seen).toEqual([{ categoryId, visible: true }]);
  });

  it('runs after-commit subscribers before the reply of the request that made the change', async () => {
    const order: string[] = [];
    bus.afterCommit('category.changed', () => {
      order.push('after commit');
    });
    const app = Fastify();
    app.addHook('onSend', async (_request, _reply, payload) => {
      order.push('reply');
      return payload;
    });
    app.post('/categories', async () => {
      await bus.transaction(db, async ({ trx, publish }) => {
        await publish('category.changed', { categoryId: await addCategory(trx, 'In a request') });
      });
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/categories' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(order).toEqual(['after commit', 'reply']);
  });

  it('logs a failing after-commit subscriber; the change stands and the others still run', async () => {
    const ran: string[] = [];
    bus.afterCommit('category.changed', () => {
      throw new Error('cache gone');
    });
    bus.afterCommit('category.changed', () => {
      ran.push('second');
    });
    const result = await bus.transaction(db, async ({ trx, publish }) => {
      await publish('category.changed', { categoryId: await addCategory(trx, 'Logged') });
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(await categoryNamed('Logged')).toBeDefined();
    expect(ran).toEqual(['second']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/after-commit subscriber failed/);
  });

  it('delivers each event to the subscribers of its name, in the order published', async () => {
    const got: string[] = [];
    bus.afterCommit('product.changed', ({ productIds }) => {
      got.push(`products ${productIds.join(',')}`);
    });
    bus.afterCommit('category.changed', () => {
      got.push('category');
    });
    await bus.transaction(db, async ({ trx, publish }) => {
      await publish('product.changed', { productIds: ['p1', 'p2'] });
      await publish('category.changed', { categoryId: await addCategory(trx, 'Ordered') });
      await publish('product.changed', { productIds: ['p3'] });
    });
    expect(got).toEqual(['products p1,p2', 'category', 'products p3']);
  });

  it('refuses a publish after its unit ended', async () => {
    let late: ((categoryId: string) => Promise<void>) | null = null;
    await bus.transaction(db, async ({ publish }) => {
      late = (categoryId) => publish('category.changed', { categoryId });
    });
    await expect(late!('too late')).rejects.toThrow(/published after its unit ended/);
    expect(await outboxRowFor('too late')).toBeUndefined();
  });

  it('runs an every-process subscriber after commit, relays its part, and runs it for a relayed one', async () => {
    const forgotten: (string | null)[] = [];
    const relayed: { name: string; key: string; part: unknown }[] = [];
    bus.everyProcess(
      'category.changed',
      'names',
      ({ categoryId }) => categoryId,
      (id) => {
        forgotten.push(id);
      },
    );
    expect(() =>
      bus.everyProcess(
        'category.changed',
        'names',
        () => null,
        () => undefined,
      ),
    ).toThrow(/already has/);
    bus.relayTo({
      send: async (name, key, part) => {
        relayed.push({ name, key, part });
      },
    });
    await expect(
      bus.transaction(db, async ({ trx, publish }) => {
        await publish('category.changed', { categoryId: await addCategory(trx, 'Not relayed') });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(relayed).toEqual([]);

    const categoryId = await bus.transaction(db, async ({ trx, publish }) => {
      const id = await addCategory(trx, 'Relayed');
      await publish('category.changed', { categoryId: id });
      return id;
    });
    expect(forgotten).toEqual([categoryId]);
    expect(relayed).toEqual([{ name: 'category.changed', key: 'names', part: categoryId }]);

    // What another process relayed runs here, and is not relayed again.
    expect(await bus.receive('category.changed', 'names', 'from-elsewhere')).toBe(true);
    expect(forgotten).toEqual([categoryId, 'from-elsewhere']);
    expect(relayed).toHaveLength(1);
    expect(await bus.receive('category.changed', 'no such key', 'x')).toBe(false);
  });
});
