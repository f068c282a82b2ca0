import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@haat/contracts';
import { makeUser } from '../../../testing/factories';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { makeOrder, makeOrderItem } from '../../../testing/shopping-factories';
import { orderRoutes } from '../routes';

const asha = makeUser();

/** My Orders with a stand-in server that pages `orders` as GET /my-orders does. */
function renderMyOrders(orders: Order[]) {
  mockApi({
    'GET /api/my-orders': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const result = orders.slice((page - 1) * limit, page * limit);
      return Response.json({ result, page, limit, hasMore: orders.length > page * limit });
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Loading…</p>,
        element: <Outlet />,
        children: orderRoutes,
      },
    ],
    { route: '/my-orders', user: asha },
  );
  return view;
}

describe('MyOrdersPage (spec 2, My Orders)', () => {
  it('shows each order with id, en-GB date, total, status and items', async () => {
    const order = makeOrder({
      _id: 'order-1',
      createdAt: '2026-11-21T12:00:00.000Z',
      totalAmount: 1747,
      isShipped: false,
      items: [
        makeOrderItem({ productId: 'kurti', productName: 'Kurti', price: 799, quantity: 2 }),
        makeOrderItem({ productId: 'kajal', productName: 'Kajal', price: 149, size: '' }),
      ],
    });
    renderMyOrders([order]);

    const card = await screen.findByRole('article', { name: 'Order order-1' });
    expect(card).toHaveTextContent('Order IDorder-1');
    expect(card).toHaveTextContent('Placed on21/11/2026');
    expect(card).toHaveTextContent('Total₹1,747');
    expect(within(card).getByText('Order Placed')).toBeInTheDocument();
    expect(within(card).queryByText('Shipped')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kurti' })).toHaveAttribute(
      'href',
      '/product/kurti',
    );
    const kurti = within(card).getByRole('link', { name: 'Kurti' }).closest('li')!;
    expect(kurti).toHaveTextContent('Qty 2 × ₹799');
    expect(kurti).toHaveTextContent('₹1,598');
    expect(kurti.querySelector('img')).toBeInTheDocument();
    const request = vi.mocked(globalThis.fetch).mock.calls[0]?.[0] as Request;
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      userId: asha._id,
      page: '1',
      limit: '10',
    });
  });

  it("adds where the order is now ('Shipped') and offers no cancel once shipped", async () => {
    renderMyOrders([
      makeOrder({
        _id: 'order-2',
        isShipped: true,
        status: 'shipped',
        courier: 'Delhivery',
        trackingNumber: 'DL42',
        events: [
          {
            from: 'placed',
            to: 'shipped',
            by: 'Meera (Admin)',
            note: null,
            at: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
      makeOrder({ _id: 'order-3' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Order order-2' });
    expect(within(card).getByText('Order Placed')).toBeInTheDocument();
    expect(within(card).getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(within(card).getByText('Delhivery · tracking DL42')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const placed = screen.getByRole('article', { name: 'Order order-3' });
    expect(within(placed).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('keeps the order the server gives: newest first', async () => {
    renderMyOrders([
      makeOrder({ _id: 'newer', createdAt: '2026-11-21T12:00:00.000Z' }),
      makeOrder({ _id: 'older', createdAt: '2026-10-02T12:00:00.000Z' }),
    ]);
    await screen.findByRole('article', { name: 'Order newer' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order newer',
      'Order older',
    ]);
  });

  it("says 'No Orders Found' when there are none", async () => {
    renderMyOrders([]);
    expect(await screen.findByText('No Orders Found')).toBeInTheDocument();
  });

  it('loads more orders while there are more', async () => {
    const orders = Array.from({ length: 12 }, (_, index) => makeOrder({ _id: `order-${index}` }));
    renderMyOrders(orders);

    await screen.findByRole('article', { name: 'Order order-0' });
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });
});
