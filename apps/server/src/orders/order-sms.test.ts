import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { placeOrderThroughCart } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp({ deps: { outboxTimings: { pollMs: 50 } } });
  admin = await signInAs(t, 'Admin');
});
afterAll(() => t.close());

function uniquePhone(): string {
  seq += 1;
  return `7${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

/** The flow ids of the SMS accepted for this number, once `count` have arrived. */
async function flowsTo(phone: string, count: number): Promise<string[]> {
  const of = () => t.sms.accepted.filter((s) => s.mobiles === `91${phone}`);
  for (let waited = 0; waited < 5000 && of().length < count; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return of().map((s) => s.flowId);
}

const move = (id: string, payload: object) =>
  t.request({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    payload,
    headers: { cookie: admin.cookie },
  });

function orderBy(buyer: SignedIn) {
  return placeOrderThroughCart(t, buyer, { agent_commission_bp: 1_000 });
}

describe('order messages by SMS', () => {
  it('tells a phone-only customer each move, and their agent of placed and delivered', async () => {
    const agentPhone = uniquePhone();
    const agent = await signInAs(t, 'Agent', { phone: agentPhone });
    const phone = uniquePhone();
    const buyer = await signInAs(t, 'Customer', {
      email: null,
      phone,
      agent_id: agent.user.id,
      first_name: 'Meena',
      last_name: 'Devi',
    });
    const order = await orderBy(buyer);
    expect(await flowsTo(phone, 1)).toEqual(['floworderPlaced']);
    expect(await flowsTo(agentPhone, 1)).toEqual(['flowagentOrderPlaced']);
    const placed = t.sms.accepted.find((s) => s.mobiles === `91${phone}`)!;
    expect(placed.variables).toMatchObject({
      number: order.orderNumber,
      url: 'http://shop.test/my-orders',
    });
    expect(placed.unicode).toBe(1); // the rupee sign

    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
    await flowsTo(phone, 2);
    expect(
      (
        await move(order._id, {
          status: 'shipped',
          courier: 'Delhivery',
          trackingNumber: 'DL123456789IN',
        })
      ).statusCode,
    ).toBe(200);
    await flowsTo(phone, 3);
    expect((await move(order._id, { status: 'delivered', cashCollected: 100 })).statusCode).toBe(
      200,
    );
    expect(await flowsTo(phone, 4)).toEqual([
      'floworderPlaced',
      'floworderConfirmed',
      'floworderShipped',
      'floworderDelivered',
    ]);
    const shipped = t.sms.accepted.filter((s) => s.mobiles === `91${phone}`)[2]!;
    expect(shipped.variables).toMatchObject({ courier: 'Delhivery', tracking: 'DL123456789IN' });
    expect(await flowsTo(agentPhone, 2)).toEqual([
      'flowagentOrderPlaced',
      'flowagentOrderDelivered',
    ]);
    const delivered = t.sms.accepted.filter((s) => s.mobiles === `91${agentPhone}`)[1]!;
    expect(delivered.variables).toMatchObject({ name: 'Meena Devi', commission: '₹10' });
  });

  it('a cancel is told too; email customers get mails, not SMS', async () => {
    const phone = uniquePhone();
    const buyer = await signInAs(t, 'Customer', { email: null, phone });
    const order = await orderBy(buyer);
    expect((await move(order._id, { status: 'cancelled' })).statusCode).toBe(200);
    // Both are due at once: the order they go in is the worker's.
    expect((await flowsTo(phone, 2)).sort()).toEqual(['floworderCancelled', 'floworderPlaced']);

    const both = uniquePhone();
    const emailed = await signInAs(t, 'Customer', { phone: both });
    await orderBy(emailed);
    await t.mailbox.waitFor(emailed.user.email!);
    expect(await flowsTo(both, 0)).toEqual([]);
  });

  it('a customer who switched order SMS off hears nothing of orders; codes still go', async () => {
    const phone = uniquePhone();
    const buyer = await signInAs(t, 'Customer', { email: null, phone });
    const off = await t.request({
      method: 'PUT',
      url: '/api/me',
      payload: { firstName: 'Asha', lastName: 'Verma', orderSms: false },
      headers: { cookie: buyer.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().orderSms).toBe(false);
    await orderBy(buyer);
    await t.request({ method: 'POST', url: '/api/request-sign-in-code', payload: { phone } });
    expect(await flowsTo(phone, 1)).toEqual(['flowsignInCode']);
  });
});
