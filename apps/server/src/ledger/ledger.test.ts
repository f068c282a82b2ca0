import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, ORDER_MOVES } from '@haat/contracts';
import type { AgentLedger, LedgerTotals, OrderStatus } from '@haat/contracts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
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
const TODAY = new Date().toISOString().slice(0, 10);

function ledger(who: SignedIn | null, query: Record<string, string> = {}) {
  return t.request({ method: 'GET', url: '/api/agent-ledger', query, headers: as(who) });
}

function payout(who: SignedIn | null, payload: object) {
  return t.request({ method: 'POST', url: '/api/agent-payouts', payload, headers: as(who) });
}

function move(id: string, payload: object) {
  return t.request({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    payload,
    headers: as(admin),
  });
}

const SHIP = { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' };

async function totals(agentId: string): Promise<LedgerTotals> {
  return (await ledger(admin, { agentId })).json<AgentLedger>().totals;
}

describe('who reads a ledger and records payouts', () => {
  it('an agent reads their own, the Admin any; nobody else', async () => {
    const agent = await signInAs(t, 'Agent');
    const other = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    expect((await ledger(null)).statusCode).toBe(401);
    expect((await ledger(customer, { agentId: agent.user.id })).statusCode).toBe(403);
    const foreign = await ledger(other, { agentId: agent.user.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(LEDGER_MESSAGES.notYourLedger);
    expect((await ledger(agent)).statusCode).toBe(200);
    expect((await ledger(agent, { agentId: agent.user.id })).statusCode).toBe(200);
    expect((await ledger(admin)).statusCode).toBe(400);
    expect((await ledger(admin, { agentId: 'nobody' })).statusCode).toBe(404);
    expect((await ledger(admin, { agentId: agent.user.id, limit: '1000' })).statusCode).toBe(400);
    expect((await ledger(admin, { agentId: agent.user.id })).statusCode).toBe(200);

    const body = { agentId: agent.user.id, amount: 1, paidOn: TODAY, reference: 'UPI 1' };
    expect((await payout(null, body)).statusCode).toBe(401);
    expect((await payout(customer, body)).statusCode).toBe(403);
    // The role check comes before the body.
    expect((await payout(agent, {})).statusCode).toBe(403);
  });

  it('refuses bad payouts with a clear 400, an unknown agent with 404', async () => {
    const agent = await signInAs(t, 'Agent');
    const base = { agentId: agent.user.id, amount: 10, paidOn: TODAY, reference: 'UPI 42' };
    const bad: [object, string][] = [
      [{ ...base, amount: 0 }, 'Amount must be more than ₹0'],
      [{ ...base, amount: 1.234 }, 'Amount can have at most 2 decimals'],
      [{ ...base, amount: -5 }, 'Amount cannot be negative'],
      [{ ...base, reference: ' ' }, 'Reference is required'],
      [{ ...base, reference: 'a\u0000b' }, 'This text must not contain control characters'],
      [{ ...base, paidOn: '23/11/2026' }, 'Date must be a day like 2026-11-23'],
      [{ ...base, paidOn: '2999-01-01' }, LEDGER_MESSAGES.futureDay],
    ];
    for (const [payload, message] of bad) {
      const res = await payout(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await payout(admin, { ...base, agentId: 'nobody' })).statusCode).toBe(404);
  });
});

describe('ledger sums against hand-computed cases', () => {
  it('pending turns earned on delivery, a return reverses it, payouts never exceed the balance', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    // ₹499 × 10% × 2 = ₹99.80; ₹1,299 × 12.5% = ₹162.375 → ₹162.38; ₹250 × 5% × 3 = ₹37.50.
    const a = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      lines: [{ pricePaise: 49_900, commissionBp: 1_000, quantity: 2 }],
    });
    const b = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      lines: [{ pricePaise: 129_900, commissionBp: 1_250, quantity: 1 }],
    });
    const c = await makeOrder(t, {
      userId: customer.user.id,
      agentId: agent.user.id,
      lines: [{ pricePaise: 25_000, commissionBp: 500, quantity: 3 }],
    });
    expect(await totals(agent.user.id)).toEqual({
      pending: 299.68,
      earned: 0,
      paid: 0,
      balance: 0,
    });
    expect(
      (await payout(admin, { agentId: agent.user.id, amount: 0.01, paidOn: TODAY, reference: 'x' }))
        .statusCode,
    ).toBe(409);

    for (const order of [a, b]) {
      expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await move(order.id, SHIP)).statusCode).toBe(200);
    }
    expect((await move(a.id, { status: 'delivered', cashCollected: 998 })).statusCode).toBe(200);
    expect((await move(b.id, { status: 'returned' })).statusCode).toBe(200);
    expect(await totals(agent.user.id)).toEqual({
      pending: 37.5,
      earned: 99.8,
      paid: 0,
      balance: 99.8,
    });
    // The agents' screens' figures are pending + earned: the returned order counts for nothing.
    const details = await t.request({
      method: 'GET',
      url: '/api/get-agent',
      query: { id: agent.user.id },
      headers: as(admin),
    });
    expect(details.json()).toMatchObject({ totalCommission: 137.3, orderCount: 2 });

    const over = await payout(admin, {
      agentId: agent.user.id,
      amount: 100,
      paidOn: TODAY,
      reference: 'UPI 1',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LEDGER_MESSAGES.overBalance('₹99.80'));
    const first = await payout(admin, {
      agentId: agent.user.id,
      amount: 60,
      paidOn: TODAY,
      reference: 'UPI 412345678901',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: LEDGER_MESSAGES.payoutRecorded,
      totals: { pending: 37.5, earned: 99.8, paid: 60, balance: 39.8 },
    });
    const rest = await payout(admin, {
      agentId: agent.user.id,
      amount: 39.8,
      paidOn: TODAY,
      reference: 'UPI 2',
    });
    expect(rest.json().totals).toEqual({ pending: 37.5, earned: 99.8, paid: 99.8, balance: 0 });

    const list = (await ledger(agent)).json<AgentLedger>();
    expect(
      list.result.map((entry) => [entry.kind, entry.amount, entry.pending, entry.balance]),
    ).toEqual([
      ['paid', 39.8, 37.5, 0],
      ['paid', 60, 37.5, 39.8],
      ['reversed', 162.38, 37.5, 99.8],
      ['earned', 99.8, 199.88, 99.8],
      ['accrued', 37.5, 299.68, 0],
      ['accrued', 162.38, 262.18, 0],
      ['accrued', 99.8, 99.8, 0],
    ]);
    expect(list.result[1]).toMatchObject({ reference: 'UPI 412345678901', paidOn: TODAY });
    // Each order's entries name it by its number, as the agent and the mails do; payouts none.
    expect(list.result.map((entry) => [entry.orderId, entry.orderNumber])).toEqual([
      [null, null],
      [null, null],
      [b.id, b.order_number],
      [a.id, a.order_number],
      [c.id, c.order_number],
      [b.id, b.order_number],
      [a.id, a.order_number],
    ]);
    expect(a.order_number).toMatch(/^HT-\d{2}-\d{6}$/);
    const page2 = (await ledger(agent, { page: '2', limit: '5' })).json<AgentLedger>();
    expect(page2).toMatchObject({ page: 2, limit: 5, hasMore: false });
    expect(page2.result.map((entry) => entry.pending)).toEqual([262.18, 99.8]);
  });

  it('places an order through the cart with its commission pending', async () => {
    const agent = await signInAs(t, 'Agent');
    const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    const address = await makeAddress(t.db, customer.user.id);
    const kurti = await makeProduct(t, { price_paise: 49_900, agent_commission_bp: 1_000 });
    await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: kurti.id, quantity: 2, size: '' },
      headers: as(customer),
    });
    const placed = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: {
        orderDetails: {
          shippingAddress: address.id,
          totalAmount: 998,
          shippingMethod: 'Cash on delivery',
        },
      },
      headers: as(customer),
    });
    expect(placed.statusCode).toBe(201);
    expect(await totals(agent.user.id)).toEqual({ pending: 99.8, earned: 0, paid: 0, balance: 0 });
  });
});

/** The model the property test checks the shop against. */
interface Model {
  status: OrderStatus;
  quantity: number;
  commissionPaise: number;
}

describe('property: any sequence of moves and payouts', () => {
  it('keeps balance = earned − paid ≥ 0 and stock = start − sold + put back', async () => {
    const moveArb = fc.record({
      kind: fc.constant('move' as const),
      order: fc.nat({ max: 3 }),
      to: fc.constantFrom<OrderStatus>(
        'confirmed',
        'shipped',
        'delivered',
        'returned',
        'cancelled',
      ),
    });
    const payoutArb = fc.record({
      kind: fc.constant('payout' as const),
      paise: fc.integer({ min: 1, max: 30_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.oneof(moveArb, moveArb, payoutArb), { minLength: 1, maxLength: 14 }),
        async (quantities, steps) => {
          const START = 20;
          const agent = await signInAs(t, 'Agent');
          const customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
          const product = await makeProduct(t, {
            inventory: START,
            price_paise: 49_900,
            agent_commission_bp: 1_250,
          });
          const orders: (Model & { id: string })[] = [];
          for (const quantity of quantities) {
            // Placed as checkout does: the stock is taken, the commission accrued.
            await t.db.kysely
              .updateTable('products')
              .set((eb) => ({ inventory: eb('inventory', '-', quantity) }))
              .where('id', '=', product.id)
              .execute();
            const row = await makeOrder(t, {
              userId: customer.user.id,
              agentId: agent.user.id,
              productIds: [product.id],
              lines: [{ pricePaise: 49_900, commissionBp: 1_250, quantity }],
            });
            orders.push({
              id: row.id,
              status: 'placed',
              quantity,
              commissionPaise: Number(row.commission_paise),
            });
          }
          let paid = 0;
          for (const step of steps) {
            const earned = orders
              .filter((o) => o.status === 'delivered')
              .reduce((sum, o) => sum + o.commissionPaise, 0);
            if (step.kind === 'payout') {
              const res = await payout(admin, {
                agentId: agent.user.id,
                amount: step.paise / 100,
                paidOn: TODAY,
                reference: 'UPI prop',
              });
              const fits = step.paise <= earned - paid;
              expect(res.statusCode).toBe(fits ? 201 : 409);
              if (fits) paid += step.paise;
              continue;
            }
            const order = orders[step.order]!;
            const body =
              step.to === 'shipped'
                ? SHIP
                : step.to === 'delivered'
                  ? { status: 'delivered', cashCollected: 1 }
                  : { status: step.to };
            const res = await move(order.id, body);
            const allowed = ORDER_MOVES[order.status].includes(step.to);
            expect(res.statusCode).toBe(allowed ? 200 : 409);
            if (allowed) order.status = step.to;
          }
          const sum = (status: OrderStatus[]) =>
            orders
              .filter((o) => status.includes(o.status))
              .reduce((total, o) => total + o.commissionPaise, 0);
          const got = await totals(agent.user.id);
          const earned = sum(['delivered']);
          expect(got).toEqual({
            pending: sum(['placed', 'confirmed', 'shipped']) / 100,
            earned: earned / 100,
            paid: paid / 100,
            balance: (earned - paid) / 100,
          });
          expect(got.balance).toBeGreaterThanOrEqual(0);
          const sold = orders.reduce((total, o) => total + o.quantity, 0);
          const back = orders
            .filter((o) => o.status === 'cancelled' || o.status === 'returned')
            .reduce((total, o) => total + o.quantity, 0);
          const { inventory } = await t.db.kysely
            .selectFrom('products')
            .select('inventory')
            .where('id', '=', product.id)
            .executeTakeFirstOrThrow();
          expect(inventory).toBe(START - sold + back);
          expect(inventory).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
