import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '@haat/contracts';
import { makeUser } from '../../../testing/factories';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { makeOrder, makeOrderItem } from '../../../testing/shopping-factories';
import { orderRoutes } from '../routes';

const asha = makeUser();

/** My Orders with a stand-in server that pages `orders` as GET /my-orders does. */
function renderMyOrders(orders: CustomerOrder[]) {
  const api = fakeApi({
    'GET /api/my-orders': ({ params }) => {
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      const result = orders.slice((page - 1) * limit, page * limit);
      return { result, page, limit, hasMore: orders.length > page * limit };
    },
  });
  const view = renderRoutes(orderRoutes, { route: '/my-orders', user: asha });
  return { ...view, ...api };
}

describe('MyOrdersPage (docs/product.md, My Orders)', () => {
  it("offers 'Download invoice' once the order has its invoice (shipped)", async () => {
    const shipped = makeOrder({
      _id: 'order-2',
      orderNumber: 'HT-26-000102',
      status: 'shipped',
      isShipped: true,
      invoiceNumber: 'HT/26-27/00007',
    });
    const placed = makeOrder({ _id: 'order-3', orderNumber: 'HT-26-000103' });
    renderMyOrders([shipped, placed]);
    const card = await screen.findByRole('article', { name: 'Order HT-26-000102' });
    const link = within(card).getByRole('link', { name: /Download invoice HT\/26-27\/00007/ });
    expect(link.getAttribute('href')).toBe('/api/orders/order-2/invoice');
    const other = screen.getByRole('article', { name: 'Order HT-26-000103' });
    expect(within(other).queryByRole('link', { name: /Download invoice/ })).toBeNull();
  });

  it('shows each order with id, en-GB date, total, status and items', async () => {
    const order = makeOrder({
      _id: 'order-1',
      orderNumber: 'HT-26-000101',
      createdAt: '2026-11-21T12:00:00.000Z',
      totalAmount: 1747,
      isShipped: false,
      items: [
        makeOrderItem({ productId: 'kurti', productName: 'Kurti', price: 799, quantity: 2 }),
        makeOrderItem({ productId: 'kajal', productName: 'Kajal', price: 149, size: '' }),
      ],
    });
    const { callsTo } = renderMyOrders([order]);

    const card = await screen.findByRole('article', { name: 'Order HT-26-000101' });
    expect(card).toHaveTextContent('Order numberHT-26-000101');
    expect(card).toHaveTextContent('Order ID order-1');
    expect(card).toHaveTextContent('Placed on21/11/2026');
    expect(card).toHaveTextContent('Total₹1,747');
    const status = within(card).getByRole('list', { name: 'Order status' });
    expect(within(status).getByText('Order Placed').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(status).toHaveTextContent('Shipped (not yet)');
    expect(within(card).getByRole('link', { name: 'Kurti' })).toHaveAttribute(
      'href',
      '/product/kurti',
    );
    const kurti = within(card).getByRole('link', { name: 'Kurti' }).closest('li')!;
    expect(kurti).toHaveTextContent('Qty 2 × ₹799');
    expect(kurti).toHaveTextContent('₹1,598');
    expect(kurti.querySelector('img')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /api/my-orders')[0]!.params)).toEqual({
      userId: asha._id,
      page: '1',
      limit: '10',
    });
  });

  it('shows where a shipped order is, with its courier, and offers no cancel once shipped', async () => {
    renderMyOrders([
      makeOrder({
        _id: 'order-2',
        orderNumber: 'HT-26-000102',
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
      makeOrder({ _id: 'order-3', orderNumber: 'HT-26-000103' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Order HT-26-000102' });
    const status = within(card).getByRole('list', { name: 'Order status' });
    expect(within(status).getByText('Order Placed')).toBeInTheDocument();
    expect(within(status).getByText('Shipped').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(card).toHaveTextContent('On its way with Delhivery (tracking DL42)');
    expect(within(card).getByText('Delhivery · tracking DL42')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const placed = screen.getByRole('article', { name: 'Order HT-26-000103' });
    expect(within(placed).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('keeps the order the server gives: newest first', async () => {
    renderMyOrders([
      makeOrder({
        _id: 'newer',
        orderNumber: 'HT-26-000200',
        createdAt: '2026-11-21T12:00:00.000Z',
      }),
      makeOrder({
        _id: 'older',
        orderNumber: 'HT-26-000199',
        createdAt: '2026-10-02T12:00:00.000Z',
      }),
    ]);
    await screen.findByRole('article', { name: 'Order HT-26-000200' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order HT-26-000200',
      'Order HT-26-000199',
    ]);
  });

  it("says 'No Orders Found' when there are none", async () => {
    renderMyOrders([]);
    expect(await screen.findByText('No Orders Found')).toBeInTheDocument();
  });

  it('loads more orders while there are more', async () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      makeOrder({ _id: `order-${index}`, orderNumber: `HT-26-${String(index).padStart(6, '0')}` }),
    );
    renderMyOrders(orders);

    await screen.findByRole('article', { name: 'Order HT-26-000000' });
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });
});
