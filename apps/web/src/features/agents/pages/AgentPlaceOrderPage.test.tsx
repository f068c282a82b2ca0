import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product, ProductCard } from '@haat/contracts';
import { errorAnswer, fakeApi, type ApiHandlers } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/factories';
import { renderRoutes } from '../../../testing/render';
import { makeAddress, makeOrder } from '../../../testing/shopping-factories';
import { AgentPlaceOrderPage } from './AgentPlaceOrderPage';

const agent = makeUser({ firstName: 'Ravi', lastName: 'Kumar', role: 'Agent' });
const CUSTOMER = '01900000-0000-7000-8000-0000000000c1';
const home = makeAddress({ _id: 'home', isPrimary: true, firstName: 'Lata', lastName: 'Devi' });

const kurti: Product = {
  _id: 'kurti',
  productName: 'Cotton Kurti',
  description: 'A kurti.',
  details: '',
  category: "Women's Clothing",
  categoryId: 'c',
  price: 499,
  images: [],
  agentCommission: 10,
  displayDiscount: null,
  size: ['M', 'L'],
  inventory: 3,
  sizeStock: { M: 0, L: 3 },
  sku: 'HAAT-1',
  hsn: '6204',
  gstRate: 5,
  availability: 'In stock',
  disabled: false,
};
const card: ProductCard = {
  _id: kurti._id,
  productName: kurti.productName,
  category: kurti.category,
  price: kurti.price,
  images: [],
  displayDiscount: null,
  availability: 'In stock',
};

const placed = () =>
  Response.json(
    {
      message: 'Order placed',
      order: makeOrder({ orderNumber: 'HT-26-000042', totalAmount: 998, placedBy: agent._id }),
    },
    { status: 201 },
  );

function renderPage(handlers: ApiHandlers = {}) {
  const api = fakeApi({
    [`GET /api/agent-customers/${CUSTOMER}/addresses`]: () => ({
      firstName: 'Lata',
      lastName: 'Devi',
      email: null,
      addresses: [home],
    }),
    'GET /api/all-products': () => ({ result: [card], hasMore: false }),
    'GET /api/products/kurti': () => kurti,
    ...handlers,
  });
  renderRoutes([{ path: '/agent-place-order', element: <AgentPlaceOrderPage /> }], {
    route: `/agent-place-order?userId=${CUSTOMER}`,
    user: agent,
    withToasts: true,
  });
  return api;
}

async function addKurti(quantity: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Cotton Kurti' }));
  const field = await screen.findByLabelText('Quantity of Cotton Kurti');
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));
const keysOf = (callsTo: ReturnType<typeof fakeApi>['callsTo']) =>
  callsTo('POST /api/agent-orders').map((call) => call.headers.get('Idempotency-Key'));

describe('AgentPlaceOrderPage (issue 24, an agent orders for their customer)', () => {
  it('picks the first size in stock, totals at the server price and places the COD order', async () => {
    const { callsTo } = renderPage({ 'POST /api/agent-orders': placed });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Place an order for Lata Devi' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Lata Devi/ })).toBeChecked();
    await addKurti('2');
    expect(screen.getByLabelText('Size of Cotton Kurti')).toHaveValue('L');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹998');

    await placeOrder();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('HT-26-000042');
    expect(screen.getByRole('heading', { name: 'Order placed for Lata Devi' })).toBeVisible();
    const [sent] = callsTo('POST /api/agent-orders');
    expect(sent!.body).toEqual({
      customerId: CUSTOMER,
      addressId: 'home',
      items: [{ productId: 'kurti', size: 'L', quantity: 2 }],
    });
  });

  it('marks a quantity over the stock it knows and sends nothing', async () => {
    const { callsTo } = renderPage();
    await addKurti('4');
    await placeOrder();
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Cotton Kurti')).toHaveAttribute('aria-invalid');
    expect(callsTo('POST /api/agent-orders')).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again when the outcome is unknown', async () => {
    const answers = [() => errorAnswer(500, 'Internal error'), placed];
    const { callsTo } = renderPage({ 'POST /api/agent-orders': () => answers.shift()!() });
    await addKurti('1');
    await placeOrder();
    await waitFor(() => expect(callsTo('POST /api/agent-orders')).toHaveLength(1));
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    const keys = keysOf(callsTo);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal (stock) and starts a new attempt with a new key", async () => {
    const answers = [() => errorAnswer(409, 'Cotton Kurti (L): only 1 left.'), placed];
    const { callsTo } = renderPage({ 'POST /api/agent-orders': () => answers.shift()!() });
    await addKurti('2');
    await placeOrder();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cotton Kurti (L): only 1 left.')).toBeInTheDocument();
    // The product is read again for its stock.
    await waitFor(() => expect(callsTo('GET /api/products/kurti')).toHaveLength(2));
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    const keys = keysOf(callsTo);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
