import { setWideScreen } from '../../../testing/screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, type FakeRequest } from '../../../testing/fake-api';
import { makeAddress, makeCartItem, makeOrder } from '../../../testing/shopping-factories';
import { asha, renderCheckout } from '../test-utils';
import { cartCountOf } from '../../../testing/session';

const home = makeAddress({ _id: 'home', isPrimary: true, firstName: 'Asha', lastName: 'Verma' });
const office = makeAddress({
  _id: 'office',
  isPrimary: false,
  firstName: 'Ravi',
  lastName: 'Kumar',
  houseNo: '3rd Floor, Prestige Tower',
  street: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  mobileNo: '9845067890',
  mobileNo2: '9811098110',
});
const kurti = makeCartItem({
  _id: 'l1',
  productId: 'kurti',
  productName: 'Kurti',
  price: 799,
  quantity: 2,
});
const speaker = makeCartItem({
  _id: 'l2',
  productId: 'speaker',
  productName: 'Speaker',
  size: '',
  price: 1299,
  availability: 'Out of stock',
  stock: 0,
});

const placed = () =>
  Response.json(
    { message: 'Your order has been placed successfully.', order: makeOrder() },
    { status: 201 },
  );

/** The Idempotency-Key of every POST /api/place-order made so far. */
function placeOrderKeys(callsTo: (key: string) => FakeRequest[]) {
  return callsTo('POST /api/place-order').map((call) => call.headers.get('Idempotency-Key'));
}

async function placeOrder() {
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
}

describe('PlaceOrderPage (docs/product.md, Checkout)', () => {
  it('lists the addresses, primary marked and first, and chooses the first', async () => {
    renderCheckout({ addresses: [home, office], lines: [kurti] });

    const first = await screen.findByRole('radio', { name: /Asha Verma/ });
    expect(first).toBeChecked();
    expect(first.closest('label')).toHaveTextContent('Primary');
    const second = screen.getByRole('radio', { name: /Ravi Kumar/ });
    expect(second).not.toBeChecked();
    const card = second.closest('label')!;
    expect(card).not.toHaveTextContent('Primary');
    for (const text of ['3rd Floor, Prestige Tower', 'MG Road', 'Bengaluru, Karnataka 560001']) {
      expect(card).toHaveTextContent(text);
    }
    expect(card).toHaveTextContent('Mobile: 98450 67890, 98110 98110');

    await userEvent.click(within(card).getByText('MG Road'));
    expect(second).toBeChecked();
  });

  it('offers cash on delivery as the only shipping method', async () => {
    renderCheckout({ addresses: [home], lines: [kurti] });
    const method = await screen.findByRole('group', { name: 'Shipping method' });
    const choices = within(method).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    expect(within(method).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  });

  it('sums the order without out-of-stock lines and points to the cart', async () => {
    renderCheckout({ addresses: [home], lines: [kurti, speaker] });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total₹1,598');
    expect(summary).toHaveTextContent('Speaker cannot be ordered as it is.');
    expect(within(summary).getByRole('link', { name: 'your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('without an address opens Add New Address, and Place order waits for one', async () => {
    const { callsTo } = renderCheckout({ addresses: [], lines: [kurti] });
    expect(await screen.findByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(/You have no saved address yet/);
    expect(callsTo('POST /api/place-order')).toHaveLength(0);
  });

  it('on a phone keeps the total and Place order in a bar at the bottom', async () => {
    setWideScreen(false);
    renderCheckout({ addresses: [home], lines: [kurti] });
    const bar = await screen.findByRole('region', { name: 'Total and Place order' });
    expect(within(bar).getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Place order' })).toHaveLength(1);
  });

  it('places the order, says so, refreshes the cart count and goes to /my-orders', async () => {
    const { callsTo, server, router, queryClient } = renderCheckout({
      addresses: [home, office],
      lines: [kurti, speaker],
      handlers: {
        'POST /api/place-order': () => {
          server.lines = [];
          return placed();
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Ravi Kumar/ }));
    await placeOrder();

    expect(
      await screen.findByText(
        'Your order has been placed successfully. Our team will contact you shortly.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    await waitFor(() => expect(cartCountOf(queryClient)).toBe(0));
    expect(callsTo('POST /api/place-order')[0]?.body).toEqual({
      orderDetails: {
        shippingAddress: 'office',
        shippingMethod: 'Cash on delivery',
        totalAmount: 1598,
      },
    });
  });

  it("shows the server's reason for a 409 and reads the cart again", async () => {
    const message =
      'Prices in your cart have changed. The total is now ₹1,698; please check your cart and order again.';
    const { callsTo, server, router } = renderCheckout({
      addresses: [home],
      lines: [kurti],
      handlers: {
        'POST /api/place-order': () => {
          server.lines = [{ ...kurti, price: 849 }];
          return errorAnswer(409, message);
        },
      },
    });
    await placeOrder();

    expect(await screen.findByText(message)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total₹1,698'));
    expect(callsTo(`GET /api/cart/${asha._id}`).length).toBeGreaterThanOrEqual(2);
    expect(router.state.location.pathname).toBe('/place-order');
  });

  it("says 'Please complete your Address on profile page' for any other failure", async () => {
    renderCheckout({
      addresses: [home],
      lines: [kurti],
      handlers: {
        'POST /api/place-order': () => errorAnswer(404, 'This address does not exist.'),
      },
    });
    await placeOrder();
    expect(
      await screen.findByText('Please complete your Address on profile page'),
    ).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key again when the outcome of an attempt is unknown', async () => {
    const answers = [() => errorAnswer(500, 'Internal error'), placed];
    const { callsTo } = renderCheckout({
      addresses: [home],
      lines: [kurti],
      handlers: { 'POST /api/place-order': () => answers.shift()!() },
    });

    await placeOrder();
    await screen.findByText('Please complete your Address on profile page');
    await placeOrder();
    await screen.findByText(/Your order has been placed/);

    const keys = placeOrderKeys(callsTo);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new attempt with a new key once the server has answered no', async () => {
    const answers = [() => errorAnswer(409, 'Some items in your cart cannot be ordered.'), placed];
    const { callsTo } = renderCheckout({
      addresses: [home],
      lines: [kurti],
      handlers: { 'POST /api/place-order': () => answers.shift()!() },
    });
    await placeOrder();
    await screen.findByText('Some items in your cart cannot be ordered.');
    await placeOrder();
    await screen.findByText(/Your order has been placed/);

    const keys = placeOrderKeys(callsTo);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('deletes a non-primary address, and explains why the primary one stays', async () => {
    const { callsTo, server } = renderCheckout({
      addresses: [home, office],
      lines: [kurti],
      handlers: {
        'DELETE /api/delete-address/office': () => {
          server.addresses = [home];
          return { message: 'Address deleted' };
        },
      },
    });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete address: Asha Verma, Flat 402, Shanti Residency',
      }),
    );
    expect(
      await screen.findByText(
        'You cannot delete your primary address. To make changes, please update it from your profile.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete address: Ravi Kumar, 3rd Floor, Prestige Tower' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /Ravi Kumar/ })).not.toBeInTheDocument(),
    );
    const [call] = callsTo('DELETE /api/delete-address/office');
    expect(call).toBeDefined();
    expect(callsTo('DELETE /api/delete-address/home')).toHaveLength(0);
  });

  it('says the cart is empty when there is nothing to order', async () => {
    renderCheckout({ addresses: [home], lines: [] });
    expect(await screen.findByText('Your cart is currently empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });
});
