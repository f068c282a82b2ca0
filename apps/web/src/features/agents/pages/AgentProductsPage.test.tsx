import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/factories';
import { makeProduct } from '../../../testing/shopping-factories';
import { renderRoutes } from '../../../testing/render';
import { agentRoutes } from '../routes';

const agent = makeUser({ _id: '01900000-0000-7000-8000-0000000000a8', role: 'Agent' });
const chappals = makeProduct({
  _id: 'chappals',
  productName: 'Handmade Kolhapuri Leather Chappals',
  category: 'Footwear',
  price: 699,
  hsn: '6403',
  gstRate: 5,
});

describe("the agent's products", () => {
  // jsdom has no IntersectionObserver, which the list's 'load more' marker uses.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it('shows what the agent earns on one sold as commission is shown everywhere: two decimals', async () => {
    fakeApi({
      'GET /api/todos': () => [],
      'GET /api/all-products': () => ({ result: [chappals], hasMore: false }),
    });
    await act(async () => renderRoutes(agentRoutes, { route: '/agent-products', user: agent }));
    // 10 % of ₹699 is ₹69.90, not '₹69.9' (docs/product.md, "Commission").
    expect(await screen.findByText('You earn ₹69.90')).toBeInTheDocument();
    expect(screen.getByText(/you earn ₹69\.90 on each one sold/)).toBeInTheDocument();
  });
});
