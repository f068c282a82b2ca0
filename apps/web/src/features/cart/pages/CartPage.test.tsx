import { setWideScreen } from '../../../testing/screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@haat/contracts';
import { makeUser } from '../../../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { makeCartItem } from '../../../testing/shopping-factories';
import { cartRoutes } from '../routes';
import { cartCountOf } from '../../../testing/session';

const asha = makeUser();
const CART = `GET /api/cart/${asha._id}`;

const kurti = makeCartItem({
  _id: 'line-kurti',
  productId: 'kurti',
  productName: 'Chikankari Kurti',
  price: 799,
  quantity: 2,
  size: 'M',
  category: "Women's Clothing",
  stock: 5,
});
const kajal = makeCartItem({
  _id: 'line-kajal',
  productId: 'kajal',
  productName: 'Herbal Kajal',
  price: 149,
  quantity: 1,
  size: '',
  category: 'Beauty & Personal Care',
  stock: 1,
});
const speaker = makeCartItem({
  _id: 'line-speaker',
  productId: 'speaker',
  productName: 'Bluetooth Speaker',
  price: 1299,
  quantity: 1,
  size: '',
  category: 'Electronics',
  availability: 'Out of stock',
  stock: 0,
});

/** The cart page with a stand-in server that keeps `lines` as the cart. */
function renderCart(lines: CartItem[], handlers: ApiHandlers = {}) {
  const server = { lines: lines.map((line) => ({ ...line })) };
  const api = fakeApi({
    [CART]: () => (server.lines.length > 0 ? server.lines : { message: 'No items found in cart' }),
    'PUT /api/cart/update-quantity': (request) => {
      const body = request.body as { productId: string; quantity: number };
      const line = server.lines.find((each) => each.productId === body.productId)!;
      line.quantity = body.quantity;
      return { message: 'Quantity updated' };
    },
    'DELETE /api/cart/remove-product': (request) => {
      const body = request.body as { productId: string };
      server.lines = server.lines.filter((each) => each.productId !== body.productId);
      return { message: 'Removed from cart' };
    },
    ...handlers,
  });
  const view = renderRoutes(cartRoutes, {
    route: '/cart',
    user: asha,
    cartCount: 9,
    withToasts: true,
    standIns: { '/place-order': 'Checkout page', '/products-details': 'Products page' },
  });
  return { ...view, ...api, server };
}

function lineOf(name: string) {
  return screen.getByRole('link', { name }).closest('li')!;
}

describe('CartPage (docs/product.md, Cart)', () => {
  it('shows a skeleton while the cart loads', async () => {
    renderCart([kurti]);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cart…');
    expect(await screen.findByRole('link', { name: 'Chikankari Kurti' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('shows each line with name, availability, size, category and line price', async () => {
    renderCart([kurti, kajal]);

    await screen.findByRole('link', { name: 'Chikankari Kurti' });
    const line = lineOf('Chikankari Kurti');
    expect(within(line).getByRole('link', { name: 'Chikankari Kurti' })).toHaveAttribute(
      'href',
      '/product/kurti',
    );
    expect(line).toHaveTextContent('In stock');
    expect(line).toHaveTextContent('Size: M');
    expect(line).toHaveTextContent("Category: Women's Clothing");
    expect(line).toHaveTextContent('₹1,598');
    expect(line).toHaveTextContent('₹799 each');
    // The small (400 px) variant is offered for the thumbnail.
    expect(line.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('-400.webp 400w'),
    );
    expect(screen.getByText('2 products, 3 items')).toBeInTheDocument();
  });

  it('sets the header count to the number of distinct lines', async () => {
    const { queryClient } = renderCart([kurti, kajal]);
    await screen.findByRole('link', { name: 'Chikankari Kurti' });
    expect(cartCountOf(queryClient)).toBe(2);
  });

  it('leaves out-of-stock lines out of the total (docs/product.md, Cart)', async () => {
    renderCart([kurti, kajal, speaker]);

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    // 799 × 2 + 149; the ₹1,299 speaker is out of stock.
    expect(within(summary).getByText('₹1,747')).toBeInTheDocument();
    expect(summary).toHaveTextContent('1 out-of-stock item is not included.');
    expect(lineOf('Bluetooth Speaker')).toHaveTextContent('Out of stock');
  });

  it('disables minus at 1 and plus at the stock (docs/product.md, Cart)', async () => {
    renderCart([kurti, kajal]);
    await screen.findByRole('link', { name: 'Herbal Kajal' });

    // Kajal: 1 in the cart, 1 in stock.
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Herbal Kajal' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Herbal Kajal' }),
    ).toBeDisabled();
    // Kurti: 2 in the cart, 5 in stock.
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Chikankari Kurti, size M' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Chikankari Kurti, size M' }),
    ).toBeEnabled();
  });

  it('changes a quantity with the product and size, and updates the line and total', async () => {
    const { callsTo } = renderCart([kurti]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Chikankari Kurti, size M' }),
    );

    expect(within(lineOf('Chikankari Kurti')).getByText('3')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('PUT /api/cart/update-quantity')[0]?.body).toEqual({
        productId: 'kurti',
        size: 'M',
        quantity: 3,
      }),
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('₹2,397'));
    // The cart is read again after the change, so the header's count is the server's.
    await waitFor(() => expect(callsTo(CART).length).toBeGreaterThanOrEqual(2));
  });

  it("puts the quantity back and shows the server's reason when it refuses", async () => {
    renderCart([kurti], {
      'PUT /api/cart/update-quantity': () =>
        errorAnswer(409, 'Only 2 of Chikankari Kurti left in stock.'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Chikankari Kurti, size M' }),
    );

    expect(
      await screen.findByText('Only 2 of Chikankari Kurti left in stock.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lineOf('Chikankari Kurti')).getByRole('status')).toHaveTextContent('2'),
    );
  });

  it('removes a line and refreshes the header count', async () => {
    const { queryClient, callsTo } = renderCart([kurti, kajal]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Herbal Kajal from cart' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Herbal Kajal' })).not.toBeInTheDocument(),
    );
    expect(callsTo('DELETE /api/cart/remove-product')[0]?.body).toEqual({
      productId: 'kajal',
      size: '',
    });
    await waitFor(() => expect(cartCountOf(queryClient)).toBe(1));
    expect(screen.getByText('1 product, 2 items')).toBeInTheDocument();
  });

  it("shows 'Your cart is currently empty.' with '0 items'", async () => {
    const { queryClient } = renderCart([]);

    expect(await screen.findByText('Your cart is currently empty.')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(cartCountOf(queryClient)).toBe(0);
  });

  it('goes to /place-order, unless nothing in the cart can be ordered', async () => {
    const { router } = renderCart([kurti]);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/place-order'));
  });

  it('disables Proceed to Checkout when every line is out of stock', async () => {
    renderCart([speaker]);
    expect(await screen.findByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('on a phone keeps the total and Proceed to Checkout in a bar at the bottom', async () => {
    setWideScreen(false);
    const { router } = renderCart([kurti, kajal]);
    const bar = await screen.findByRole('region', { name: 'Total and checkout' });
    expect(bar).toHaveTextContent('₹1,747');
    expect(screen.getAllByRole('button', { name: 'Proceed to Checkout' })).toHaveLength(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/place-order'));
  });
});
