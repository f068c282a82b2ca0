import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpecialCard } from '@haat/contracts';
import { routes } from '../../../app/router';
import { renderRoutes } from '../../../testing/render';
import { installBrowserDoubles } from '../testing/browser-doubles';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { makeCards, makeCategory, makePage, makeProductCard } from '../testing/factories';

const card: SpecialCard = {
  _id: 'card',
  category1: "Women's Clothing",
  category2: 'Footwear',
  startingPrice: 499,
  endingPrice: 1999,
};

function gridCalls(calls: FakeRequest[]) {
  return calls
    .filter((call) => call.path === '/api/all-products' && !call.params.has('startingPrice'))
    .map((call) => Object.fromEntries(call.params));
}

function setup() {
  const { calls } = fakeApi({
    'GET /api/todos': () => [makeCategory("Women's Clothing"), makeCategory('Footwear')],
    'GET /api/get-card-details': () => card,
    'GET /api/all-products': ({ params }) => {
      if (params.has('startingPrice')) {
        return makePage([makeProductCard({ productName: 'Kolhapuri Chappals', price: 699 })]);
      }
      if (params.get('search')) return makePage([makeProductCard({ productName: 'Tant Saree' })]);
      if (params.get('category')) return makePage(makeCards(2, { category: 'Footwear' }));
      return makePage(makeCards(8), { page: Number(params.get('page')), hasMore: true });
    },
  });
  const view = renderRoutes(routes, { route: '/' });
  return { ...view, calls };
}

describe('home page', () => {
  beforeEach(() => installBrowserDoubles());

  it('shows the shop name, the special card products and the latest products', async () => {
    const { calls } = setup();
    // The first test loads the page's lazy chunks, which a busy machine makes slow.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Haat' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    const special = await screen.findByRole('region', { name: 'Special picks' });
    expect(special).toHaveTextContent("Women's Clothing and Footwear from ₹499 to ₹1,999");
    expect(await within(special).findByText('Kolhapuri Chappals')).toBeInTheDocument();
    const specialCall = calls.find((call) => call.params.has('startingPrice'));
    expect(Object.fromEntries(specialCall!.params)).toEqual({
      page: '1',
      limit: '8',
      category: "Women's Clothing",
      category2: 'Footwear',
      startingPrice: '499',
      endingPrice: '1999',
    });

    const latest = screen.getByRole('region', { name: 'Latest products' });
    await waitFor(() =>
      expect(within(latest).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(8),
    );
  });

  it('loads 8 more on request, so the footer stays within reach', async () => {
    const { calls } = setup();
    const latest = await screen.findByRole(
      'region',
      { name: 'Latest products' },
      { timeout: 5000 },
    );
    await userEvent.click(
      await within(latest).findByRole('button', { name: 'Show more products' }),
    );
    await waitFor(() =>
      expect(within(latest).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(16),
    );
    expect(gridCalls(calls).map((call) => call.page)).toEqual(['1', '2']);
  });

  it('filters the grid by search and by category from the filter bar', async () => {
    const { calls, router } = setup();
    await screen.findByRole('region', { name: 'Special picks' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'saree');
    // The search waits for typing to pause (debounce), which a busy test machine stretches.
    const results = await screen.findByRole(
      'region',
      { name: 'Matching products' },
      { timeout: 3000 },
    );
    expect(await within(results).findByText('Tant Saree')).toBeInTheDocument();
    // Results come straight after the bar.
    expect(screen.queryByRole('region', { name: 'Special picks' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=saree');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Footwear' }));
    // The category filter refetches; a busy machine stretches that as it does the debounce.
    await waitFor(
      () => expect(within(results).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(2),
      { timeout: 3000 },
    );
    expect(gridCalls(calls).at(-1)).toEqual({ page: '1', limit: '8', category: 'Footwear' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Category' }));
    expect(await screen.findByRole('region', { name: 'Special picks' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('leaves the special section out when the card names no category', async () => {
    fakeApi({
      'GET /api/todos': () => [],
      'GET /api/get-card-details': () => ({ ...card, category1: null, category2: null }),
      'GET /api/all-products': () => makePage(makeCards(3)),
    });
    renderRoutes(routes, { route: '/' });
    const latest = await screen.findByRole('region', { name: 'Latest products' });
    await waitFor(() =>
      expect(within(latest).getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(3),
    );
    expect(screen.queryByRole('region', { name: 'Special picks' })).not.toBeInTheDocument();
  });
});
