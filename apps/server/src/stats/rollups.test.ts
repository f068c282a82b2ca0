import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@haat/contracts';
import { toSessionUser } from '../auth/auth.service.ts';
import { changeOrderStatus, toggleShipped } from '../orders/order-status.service.ts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeUser } from '../testing/factories.ts';
import { ORDER_ADDRESS, makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { rebuildRollups, rollupSnapshot } from './rollups.ts';
import { topPincodesByOrders, topPincodesByRto } from './stats.queries.ts';

/*
 * The daily rollups (docs/decisions/256-stats-daily-rollups.md) kept by the triggers in each
 * order's, line's and move's transaction must equal the rollups rebuilt from the orders, after
 * any mix of orders placed and moved, around midnight India time (18:30 UTC).
 */

let t: TestApp;
let admin: ReturnType<typeof toSessionUser>;
let agents: (string | null)[];
let products: string[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = toSessionUser(await makeUser(t.db, { role: 'Admin' }));
  const agent = async () => (await makeUser(t.db, { role: 'Agent' })).id;
  agents = [null, await agent(), await agent()];
  products = [];
  for (let index = 0; index < 3; index += 1) products.push((await makeProduct(t)).id);
});
afterAll(() => t.close());

/** An instant within a few hours of an India midnight (18:30 UTC) in late 2027. */
const nearMidnight = fc
  .record({ day: fc.integer({ min: 0, max: 40 }), minutes: fc.integer({ min: -300, max: 300 }) })
  .map(
    ({ day, minutes }) =>
      new Date(Date.parse('2027-10-30T18:30:00.000Z') + day * 86_400_000 + minutes * 60_000),
  );

const orderArb = fc.record({
  createdAt: nearMidnight,
  agent: fc.integer({ min: 0, max: 2 }),
  pincode: fc.constantFrom('411001', '560001', '110001'),
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 2 }),
      name: fc.constantFrom('Kurta', 'Kurta (old name)'),
      quantity: fc.integer({ min: 1, max: 3 }),
      pricePaise: fc.integer({ min: 100, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

const moveArb = fc.record({
  order: fc.nat(),
  to: fc.constantFrom<OrderStatus | 'unship'>(
    'confirmed',
    'shipped',
    'delivered',
    'returned',
    'cancelled',
    'unship',
  ),
  at: nearMidnight,
  cashPaise: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }),
});

type MoveStep = typeof moveArb extends fc.Arbitrary<infer T> ? T : never;

async function move(orderId: string, step: MoveStep) {
  const deps = { db: t.db, events: t.events, now: () => step.at };
  try {
    if (step.to === 'unship') {
      await toggleShipped(t.db, t.events, admin, orderId, step.at);
      return;
    }
    await changeOrderStatus(deps, admin, orderId, {
      status: step.to,
      courier: 'Delhivery',
      trackingNumber: 'DL123',
      ...(step.cashPaise === undefined
        ? { cashCollected: 500 }
        : { cashCollected: step.cashPaise / 100 }),
    });
  } catch {
    // A move the order's state refuses (a 409) or the badge refuses: nothing changed.
  }
}

describe('daily rollups', () => {
  it('placed and moved at random, they equal the rollups rebuilt from the orders', async () => {
    const customer = await makeUser(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 4 }),
        fc.array(moveArb, { maxLength: 12 }),
        async (orders, moves) => {
          const ids: string[] = [];
          for (const order of orders) {
            const made = await makeOrder(t, {
              userId: customer.id,
              agentId: agents[order.agent] ?? null,
              createdAt: order.createdAt.toISOString(),
              address: { ...ORDER_ADDRESS, pincode: order.pincode },
              productIds: order.lines.map((line) => products[line.product]!),
              lines: order.lines.map((line) => ({
                name: line.name,
                quantity: line.quantity,
                pricePaise: line.pricePaise,
              })),
            });
            ids.push(made.id);
          }
          // One move every run makes, so that no run of small random arrays (fast-check starts
          // with them) leaves the moves' rollups untried; then the random ones.
          await move(ids[0]!, {
            order: 0,
            to: 'confirmed',
            at: orders[0]!.createdAt,
            cashPaise: undefined,
          });
          for (const step of moves) await move(ids[step.order % ids.length]!, step);
          const kept = await rollupSnapshot(t.db);
          await rebuildRollups(t.db);
          expect(await rollupSnapshot(t.db)).toEqual(kept);
        },
      ),
      { numRuns: 20 },
    );
    // The property saw the rollups move: not every row is empty.
    const kept = await rollupSnapshot(t.db);
    expect(kept.stats_moves_daily.length).toBeGreaterThan(0);
    expect(kept.stats_products_daily.length).toBeGreaterThan(0);
  });

  it('moves made at once on the same day’s rows lose no increment', async () => {
    const customer = await makeUser(t.db);
    const placedAt = '2027-12-20T10:00:00.000Z';
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const order = await makeOrder(t, {
        userId: customer.id,
        agentId: agents[1] ?? null,
        createdAt: placedAt,
        status: 'shipped',
        productIds: [products[0]!],
      });
      ids.push(order.id);
    }
    const at = new Date('2027-12-21T10:00:00.000Z');
    await Promise.all(
      ids.map((id, index) =>
        move(id, {
          order: 0,
          to: index % 2 === 0 ? 'delivered' : 'returned',
          at,
          cashPaise: 40_000,
        }),
      ),
    );
    const day = await t.db.kysely
      .selectFrom('stats_moves_daily')
      .selectAll()
      .where('day', '=', '2027-12-21')
      .where('agent_key', '=', agents[1]!)
      .executeTakeFirstOrThrow();
    expect([Number(day.delivered), Number(day.returned), Number(day.delivered_paise)]).toEqual([
      4, 4, 160_000,
    ]);
    const placed = await t.db.kysely
      .selectFrom('stats_orders_daily')
      .select(['status', 'orders'])
      .where('day', '=', '2027-12-20')
      .where('agent_key', '=', agents[1]!)
      .orderBy('status')
      .execute();
    expect(placed.map((row) => [row.status, Number(row.orders)])).toEqual([
      ['delivered', 4],
      ['returned', 4],
      ['shipped', 0],
    ]);
    const kept = await rollupSnapshot(t.db);
    await rebuildRollups(t.db);
    expect(await rollupSnapshot(t.db)).toEqual(kept);
  });
});

describe('the pincode tables chosen from the pincode sums', () => {
  const row = (
    pincode: string,
    orders: number,
    totalPaise: number,
    delivered = 0,
    returned = 0,
  ) => ({
    pincode,
    orders,
    totalPaise,
    delivered,
    returned,
  });
  const rows = [
    row('560001', 2, 900, 2, 1),
    row('110001', 2, 900, 1, 2),
    row('411001', 3, 100, 4, 2),
    row('400001', 0, 0, 0, 0),
    row('600001', 2, 1_000, 5, 0),
    row('700001', 1, 50, 2, 1),
  ];

  it('by orders: the most orders, then the most rupees, then the pincode; none without orders', () => {
    expect(topPincodesByOrders(rows, 4).map((each) => each.pincode)).toEqual([
      '411001',
      '600001',
      '110001',
      '560001',
    ]);
  });

  it('by RTO rate: the rate exactly, then the most returns, then the pincode; only with returns', () => {
    // 2/3, then 1/3 (411001: 2 of 6; 560001 and 700001: 1 of 3, by pincode).
    expect(topPincodesByRto(rows, 10).map((each) => each.pincode)).toEqual([
      '110001',
      '411001',
      '560001',
      '700001',
    ]);
  });
});
