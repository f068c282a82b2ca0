import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatRupees,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type AgentUserEntry,
} from '@haat/contracts';
import { ORDER_STATUS_TEXT } from '../../components/order-status-labels';
import { loadI18n, makeEnglishI18n } from '../../i18n/i18n';
import { fakeApi, type ApiHandlers } from '../../testing/fake-api';
import { makeUser } from '../../testing/factories';
import { renderRoutes } from '../../testing/render';
import { installMatchMedia } from '../../testing/screen';
import { makeAddress, makeOrder, makeProduct } from '../../testing/shopping-factories';
import { untranslated } from '../../testing/untranslated';
import { agentsCatalogue } from './catalogue';
import { agentRoutes } from './routes';

/**
 * issue 30: the agent's screens in Hindi (the dashboard, My users, a customer's orders and the
 * place-order screen), each from the shell's catalogue alone as the browser starts (the page
 * loads the agents' own), with no raw id, no English message of the app's or the server's
 * catalogues left and no message Lingui finds missing; money in Indian grouping.
 */
const agent = makeUser({ _id: '01900000-0000-7000-8000-0000000000a7', role: 'Agent' });
const CUSTOMER = '01900000-0000-7000-8000-0000000000c1';
const lata = {
  _id: CUSTOMER,
  firstName: 'Lata',
  lastName: 'Devi',
  email: null,
  phone: '9876501234',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const entry: AgentUserEntry = {
  user: lata,
  orders: 2,
  totalAmount: 2490,
  totalCommission: 123456.5,
};
const cooker = makeProduct({ _id: 'cooker' });

function agentApi(more: ApiHandlers = {}) {
  return fakeApi({
    'GET /api/get-agent': () => ({
      ...agent,
      createdAt: '2026-10-01T00:00:00.000Z',
      totalCommission: 123456.5,
      customerCount: 1,
      orderCount: 2,
    }),
    'GET /api/agent-ledger': () => ({
      result: [],
      hasMore: false,
      totals: { pending: 1000, earned: 122456.5, paid: 100000, balance: 22456.5 },
    }),
    // Its chart draws on a canvas, which the test's DOM has not: the figures stay loading
    // here, and the journey (e2e/tests/hindi-agent.spec.ts) reads them in a browser.
    'GET /api/agent-stats': () => new Promise<Response>(() => undefined),
    'GET /api/agent-user': () => ({ result: [entry], hasMore: false }),
    'GET /api/user-orders': () => ({
      user: { ...lata, agentId: agent._id },
      totalCommission: 150,
      orderCount: 1,
      result: [
        {
          ...makeOrder({ orderNumber: 'HT-26-000042', status: 'delivered', totalAmount: 123456 }),
          // The agent sees it rounded (docs/product.md, "Commission").
          commission: 149.9,
        },
      ],
      hasMore: false,
    }),
    [`GET /api/agent-customers/${CUSTOMER}/addresses`]: () => ({
      firstName: 'Lata',
      lastName: 'Devi',
      email: null,
      addresses: [makeAddress({ firstName: 'Lata', lastName: 'Devi', city: 'Pune' })],
    }),
    'GET /api/all-products': () => ({
      result: [{ ...cooker, displayDiscount: null }],
      hasMore: false,
    }),
    'GET /api/products/cooker': () => cooker,
    ...more,
  });
}

/** Renders `route` of the agents' screens in Hindi, the page loading its own catalogue. */
async function renderInHindi(route: string, more: ApiHandlers = {}) {
  agentApi(more);
  const i18n = await loadI18n('hi');
  const missing: string[] = [];
  i18n.on('missing', ({ id }) => missing.push(id));
  const { container } = await act(async () =>
    renderRoutes(agentRoutes, { route, i18n, user: agent, withToasts: true }),
  );
  return { container, missing };
}

describe('the agent screens in Hindi', () => {
  // The pages are the routes' lazy chunks: the two largest loaded once before, so that the
  // first test waits for its screen no longer than the others, however busy the machine.
  beforeAll(() => {
    installMatchMedia(); // uPlot reads it as its module loads
    return Promise.all([
      import('./pages/AgentDashboardPage'),
      import('./pages/AgentUserDetailsPage'),
    ]);
  });

  it('shows the dashboard in Hindi: earnings, business, figures and the Add users tab', async () => {
    const { container, missing } = await renderInHindi('/agent-add-users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'एजेंट डैशबोर्ड' }),
    ).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'कुल कमाई' });
    // Indian grouping, two decimals.
    expect(await within(earnings).findByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(earnings).getByText('1 ग्राहक के 2 ऑर्डर से')).toBeInTheDocument();
    const ledger = within(earnings).getByRole('region', { name: 'कमीशन' });
    expect(within(ledger).getByText('बकाया')).toBeInTheDocument();
    expect(within(ledger).getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(within(ledger).getByText('आपको दिया गया')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरा कारोबार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 दिन' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'अवधि' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ग्राहक जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ग्राहक देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeInTheDocument();
    expect(untranslated(container, { server: true })).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('opens the Add User dialog in Hindi', async () => {
    const { missing } = await renderInHindi('/agent-add-users');
    await userEvent.click(await screen.findByRole('button', { name: 'ग्राहक जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'ग्राहक जोड़ें' });
    expect(within(dialog).getByLabelText('फ़ोन नंबर या ईमेल')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(untranslated(dialog, { server: true })).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('shows My users in Hindi, the table and the phone cards', async () => {
    const { container, missing } = await renderInHindi('/agent-users');
    expect(await screen.findByRole('heading', { level: 2, name: 'मेरे ग्राहक' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'नाम', 'फ़ोन या ईमेल', 'कुल ख़रीद', 'स्थिति', 'कमाया कमीशन', 'ऑर्डर']);
    expect(within(table).getByText('सक्रिय')).toBeInTheDocument();
    expect(within(table).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Lata Devi के लिए ऑर्डर करें' }).length).toBeGreaterThan(
      0,
    );
    expect(untranslated(container, { server: true })).toEqual([]);
    expect(missing).toEqual([]);
  });

  it("shows a customer's orders in Hindi: state, rounded commission, date and total", async () => {
    const { container, missing } = await renderInHindi(`/agent-user-details?userId=${CUSTOMER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ग्राहक के ऑर्डर' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('HT-26-000042')).toBeInTheDocument();
    expect(screen.getByText('1 ऑर्डर से कमाई')).toBeInTheDocument();
    expect(screen.getByText('डिलीवर हुआ')).toBeInTheDocument();
    expect(screen.getByText('कमीशन ₹150')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    expect(untranslated(container, { server: true })).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('shows the place-order screen in Hindi and places the order with a Hindi toast', async () => {
    const { container, missing } = await renderInHindi(`/agent-place-order?userId=${CUSTOMER}`, {
      'POST /api/agent-orders': () =>
        Response.json(
          {
            message: 'Order placed',
            order: makeOrder({ orderNumber: 'HT-26-000043', totalAmount: 2998 }),
          },
          { status: 201 },
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lata Devi के लिए ऑर्डर करें' }),
    ).toBeInTheDocument();
    expect(screen.getByText('अभी कोई सामान नहीं। खोजकर जोड़ें।')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pressure Cooker, 5 L जोड़ें' }));
    const quantity = await screen.findByLabelText('Pressure Cooker, 5 L की मात्रा');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.getByTestId('order-total')).toHaveTextContent(formatRupees(2998, 'hi'));
    expect(untranslated(container, { server: true })).toEqual([]);

    await userEvent.click(screen.getAllByRole('button', { name: 'ऑर्डर करें' })[0]!);
    expect(
      await screen.findByRole('heading', { name: 'Lata Devi के लिए ऑर्डर हो गया' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Lata Devi के लिए ऑर्डर HT-26-000043 हो गया')).toBeInTheDocument();
    expect(untranslated(container, { server: true })).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('names each order state as contracts do in English, and in Hindi', async () => {
    const english = makeEnglishI18n([agentsCatalogue]);
    const hindi = await loadI18n('hi', [agentsCatalogue]);
    for (const status of ORDER_STATUSES) {
      expect(english._(ORDER_STATUS_TEXT[status])).toBe(ORDER_STATUS_LABELS[status]);
      expect(hindi._(ORDER_STATUS_TEXT[status])).toMatch(/[\u0900-\u097F]/);
    }
  });
});
