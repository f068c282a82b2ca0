import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
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
