import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { renderRoutes } from '../../../testing/render';
import { FakeIntersectionObserver, installBrowserDoubles } from '../testing/browser-doubles';
import { errorAnswer, fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { makeCards, makeCategory, makePage } from '../testing/factories';

const categories = [makeCategory("Men's Clothing"), makeCategory('Footwear')];

function productCalls(calls: FakeRequest[]) {
  return calls
    .filter((call) => call.path === '/api/all-products')
    .map((call) => Object.fromEntries(call.params));
}

/** The bottom marker: the one element the page asks the observer about. */
function bottomMarker() {
  const observed = FakeIntersectionObserver.observed();
  expect(observed).toHaveLength(1);
  return observed[0]!;
}

describe('product listing (/products-details)', () => {
  beforeEach(() => installBrowserDoubles());

  it('loads 8 products, then the next 8 when the bottom marker is half in view', async () => {
    const first = makeCards(8);
    const second = makeCards(8);
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': ({ params }) =>
        params.get('page') === '1'
          ? makePage(first, { page: 1, hasMore: true })
          : makePage(second, { page: 2, hasMore: true }),
    });
    renderRoutes(routes, { route: '/products-details' });

    expect(await screen.findByText(first[0]!.productName)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(8);
    expect(FakeIntersectionObserver.instances[0]?.thresholds).toEqual([0.5]);

    // Less than half of the marker in view is not enough.
    FakeIntersectionObserver.show(bottomMarker(), 0.3);
    expect(productCalls(calls)).toHaveLength(1);

    FakeIntersectionObserver.show(bottomMarker(), 0.5);
    expect(await screen.findByText(second[7]!.productName)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(16);
    expect(productCalls(calls)).toEqual([
      { page: '1', limit: '8' },
      { page: '2', limit: '8' },
    ]);
  });

  it('stops at an empty page', async () => {
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': ({ params }) =>
        params.get('page') === '1'
          ? makePage(makeCards(8), { page: 1, hasMore: true })
          : makePage([], { page: 2, hasMore: true }),
    });
    renderRoutes(routes, { route: '/products-details' });
    await screen.findAllByRole('link', { name: /^Buy Now/ });

    FakeIntersectionObserver.show(bottomMarker());
    expect(await screen.findByText('You have seen all the products.')).toBeInTheDocument();

    // The observer is let go by an effect, which runs after the frame is painted.
    await waitFor(() => expect(FakeIntersectionObserver.observed()).toHaveLength(0));
    expect(productCalls(calls).map((call) => call.page)).toEqual(['1', '2']);
  });

  it('stops when the server says the page was the last', async () => {
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': () => makePage(makeCards(5), { hasMore: false }),
    });
    renderRoutes(routes, { route: '/products-details' });
    expect(await screen.findByText('You have seen all the products.')).toBeInTheDocument();
    expect(FakeIntersectionObserver.observed()).toHaveLength(0);
    expect(productCalls(calls)).toHaveLength(1);
  });

  it('starts again from page 1 for a new category, and keeps it in the address', async () => {
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': ({ params }) =>
        makePage(makeCards(8, { category: params.get('category') ?? 'Any' }), {
          page: Number(params.get('page')),
          hasMore: true,
        }),
    });
    const { router } = renderRoutes(routes, { route: '/products-details' });
    await screen.findAllByRole('link', { name: /^Buy Now/ });
    FakeIntersectionObserver.show(bottomMarker());
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(16));

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Footwear' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Footwear' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(8));
    expect(productCalls(calls).at(-1)).toEqual({ page: '1', limit: '8', category: 'Footwear' });
    expect(router.state.location.search).toBe('?category=Footwear');

    // Back returns to the unfiltered list.
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All products' }),
    ).toBeInTheDocument();
  });

  it('searches after typing pauses, from page 1, and shows the search in the address', async () => {
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': ({ params }) =>
        makePage(
          params.get('search') ? makeCards(2, { productName: 'Banarasi Saree' }) : makeCards(8),
        ),
    });
    const { router } = renderRoutes(routes, { route: '/products-details' });
    await screen.findAllByRole('link', { name: /^Buy Now/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'saree');

    // The search waits for typing to pause (debounce), which a busy test machine stretches
    // (test files run side by side, decision 443): a bound on waiting, not on speed.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(productCalls(calls).map((call) => call.search)).toEqual([undefined, 'saree']);
    expect(router.state.location.search).toBe('?search=saree');
  });

  it('opens with the search and category of its address', async () => {
    const { calls } = fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': () => makePage(makeCards(3)),
    });
    renderRoutes(routes, { route: '/products-details?search=shoe&category=Footwear' });
    await screen.findAllByRole('link', { name: /^Buy Now/ });
    expect(screen.getByRole('searchbox')).toHaveValue('shoe');
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toHaveTextContent(
      'Footwear',
    );
    expect(productCalls(calls)).toEqual([
      { page: '1', limit: '8', search: 'shoe', category: 'Footwear' },
    ]);
  });

  it('says when nothing matches, and clears the filter on request', async () => {
    fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': ({ params }) =>
        makePage(params.get('search') ? [] : makeCards(4), { hasMore: false }),
    });
    const { router } = renderRoutes(routes, { route: '/products-details?search=zzz' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it("shows the server's message when the list cannot load, and tries again", async () => {
    let fail = true;
    fakeApi({
      'GET /api/todos': () => categories,
      'GET /api/all-products': () =>
        fail ? errorAnswer(503, 'The shop is busy, try again.') : makePage(makeCards(2)),
    });
    renderRoutes(routes, { route: '/products-details' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop is busy, try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Buy Now/ })).toHaveLength(2));
  });
});
