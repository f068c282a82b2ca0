import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { makeOrder } from '../testing/order-factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/** Issue 14, finding 9: commission rates are for Agents and the Admin only. */
describe('agentCommission in catalogue answers', () => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = {};
  let productId: string;
  let category: string;

  beforeAll(async () => {
    t = await buildTestApp();
    cookies.anonymous = undefined;
    cookies.customer = (await signInAs(t, 'Customer')).cookie;
    cookies.agent = (await signInAs(t, 'Agent')).cookie;
    cookies.admin = (await signInAs(t, 'Admin')).cookie;
    const made = await makeCategory(t);
    category = made.name;
    productId = (await makeProduct(t, { category_id: made.id, agent_commission_bp: 750 })).id;
    await makeProduct(t, { category_id: made.id, agent_commission_bp: 500 });
  });
  afterAll(() => t.close());

  const get = (url: string, who: string) => {
    const cookie = cookies[who];
    return t.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  };

  // Each order starts from an empty cache, so a cached answer of one caller meets the others.
  it.each([
    ['anonymous', 'customer', 'agent', 'admin'],
    ['admin', 'anonymous', 'agent', 'customer'],
    ['agent', 'customer', 'admin', 'anonymous'],
  ])('a product page, asked by %s, %s, %s then %s', async (...order) => {
    const url = `/api/products/${productId}?n=${order.join('-')}`;
    for (const who of [...order, ...order]) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      if (who === 'agent' || who === 'admin') {
        expect(res.json().agentCommission, who).toBe(7.5);
      } else {
        expect(res.json(), who).not.toHaveProperty('agentCommission');
        expect(res.body, who).not.toContain('agentCommission');
      }
    }
  });

  it("the storefront's lists never carry it, for anyone", async () => {
    for (const who of Object.keys(cookies)) {
      for (const url of [
        '/api/get-all-products',
        `/api/get-related-products?category=${encodeURIComponent(category)}&_id=${productId}`,
      ]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('agentCommission');
      }
    }
  });

  // 'Your Products' shows an agent what they earn on each product.
  it.each([
    ['anonymous', 'customer', 'agent', 'admin'],
    ['agent', 'anonymous', 'admin', 'customer'],
  ])(
    'GET /all-products carries it for Agents and the Admin only, asked by %s, %s, %s then %s',
    async (...order) => {
      const url = `/api/all-products?limit=5&category=${encodeURIComponent(category)}&n=${order.join('-')}`;
      for (const who of [...order, ...order]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(200);
        const rates = (res.json() as { result: { agentCommission?: number }[] }).result.map(
          (card) => card.agentCommission,
        );
        if (who === 'agent' || who === 'admin') {
          expect(rates.sort(), who).toEqual([5, 7.5]);
        } else {
          expect(res.body, who).not.toContain('agentCommission');
        }
      }
    },
  );
});

/** Issue 20, finding 5: a customer's order answers carry no commission and no agent contact. */
describe('commission and the agent in order answers', () => {
  let t: TestApp;
  let agent: SignedIn;
  let customer: SignedIn;
  let admin: SignedIn;
  let orderId: string;
  let placed: LightMyRequestResponse;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t, 'Admin');
    agent = await signInAs(t, 'Agent', { first_name: 'Ravindra', last_name: 'Kaushik' });
    customer = await signInAs(t, 'Customer', { agent_id: agent.user.id });
    const address = await makeAddress(t.db, customer.user.id);
    const product = await makeProduct(t, { price_paise: 49_900, agent_commission_bp: 1_000 });
    const headers = { cookie: customer.cookie };
    await t.request({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { productId: product.id, quantity: 2 },
      headers,
    });
    placed = await t.request({
      method: 'POST',
      url: '/api/place-order',
      payload: { orderDetails: { shippingAddress: address.id, totalAmount: 998 } },
      headers,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().order._id;
  });
  afterAll(() => t.close());

  const get = (url: string, who: SignedIn) =>
    t.request({ method: 'GET', url, headers: { cookie: who.cookie } });

  /** Nothing of the agent's cut or contact, anywhere in the answer. */
  function expectCustomerView(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.body).not.toMatch(/commission/i);
    for (const contact of [agent.user.email!, 'Ravindra', 'Kaushik']) {
      expect(res.body).not.toContain(contact);
    }
    expect(res.body).not.toContain('"agent"');
  }

  it('the customer: placing, My Orders and the order page', async () => {
    expectCustomerView(placed);
    const mine = await get('/api/my-orders', customer);
    expectCustomerView(mine);
    expect(mine.json().result[0]).toMatchObject({ _id: orderId, totalAmount: 998 });
    expect(mine.json().result[0].items[0]).toMatchObject({ price: 499, quantity: 2 });
    const one = await get(`/api/orders/${orderId}`, customer);
    expectCustomerView(one);
    expect(one.json()).toMatchObject({ _id: orderId, totalAmount: 998, status: 'placed' });
  });

  it('the agent and the Admin: the commission per line and on the order, and the agent', async () => {
    for (const who of [agent, admin]) {
      const res = await get(`/api/orders/${orderId}`, who);
      expect(res.statusCode).toBe(200);
      const order = res.json();
      expect(order.commission).toBe(99.8);
      expect(order.items[0]).toMatchObject({ agentCommission: 10, commission: 99.8 });
      expect(order.agent).toMatchObject({ firstName: 'Ravindra', email: agent.user.email });
    }
  });

  it('the customer cancelling: the answer is the customer view too', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: customer.cookie },
    });
    expectCustomerView(res);
    expect(res.json().order.status).toBe('cancelled');
  });

  it('the Admin moving it: the whole order', async () => {
    const other = await makeOrder(t, { userId: customer.user.id, agentId: agent.user.id });
    const res = await t.request({
      method: 'PUT',
      url: `/api/orders/${other.id}/status`,
      payload: { status: 'confirmed' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.commission).toBe(50);
  });
});
