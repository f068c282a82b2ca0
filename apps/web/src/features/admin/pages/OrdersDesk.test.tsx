import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, BulkStatusBody } from '@haat/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeOrder } from '../../../testing/shopping-factories';
import { AllOrdersPage } from './OrdersPage';
import { ToConfirmPage } from './ToConfirmPage';

function adminOrder(n: number, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...makeOrder({
      _id: `order-${n}`,
      orderNumber: `HT-26-00000${n}`,
      status: 'confirmed',
      createdAt: `2026-11-2${n}T06:30:00.000Z`,
    }),
    commission: 0,
    items: [],
    customer: {
      _id: 'c1',
      firstName: 'Asha',
      lastName: 'Verma',
      email: null,
      phone: '9876501234',
    },
    ...overrides,
  } as AdminOrder;
}

const agents = {
  result: [
    { _id: 'agent-2', firstName: 'Zoya', lastName: 'Khan', email: null, phone: '9800000002' },
    { _id: 'agent-1', firstName: 'Ravi', lastName: 'Kumar', email: null, phone: null },
  ].map((agent) => ({ ...agent, role: 'Agent', agentId: null, createdAt: '2026-11-01' })),
  page: 1,
  limit: 100,
  hasMore: false,
};

describe('the orders desk', () => {
  it('filters by an agent chosen by name, keeping agentId in the address', async () => {
    const lists: URLSearchParams[] = [];
    const asked: URLSearchParams[] = [];
    fakeApi({
      'GET /api/get-all-orders': (request) => {
        lists.push(request.params);
        return { result: [adminOrder(1)], page: 1, limit: 20, hasMore: false };
      },
      'GET /api/order-figures': () => ({
        cashToCollect: 0,
        shippedOrders: 0,
        returnedThisMonth: 0,
      }),
      'GET /api/get-all-users': (request) => {
        asked.push(request.params);
        return agents;
      },
    });
    renderWithProviders(<AllOrdersPage />, { route: '/admin-all-orders?agentId=agent-2&q=asha' });
    const agent = await screen.findByLabelText('Agent');
    await screen.findByRole('option', { name: 'Ravi Kumar' });
    expect(asked[0]?.get('role')).toBe('Agent');
    expect(
      within(agent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All agents', 'Ravi Kumar', 'Zoya Khan · 9800000002']);
    expect(agent).toHaveValue('agent-2');
    expect(lists[0]?.get('agentId')).toBe('agent-2');
    await userEvent.selectOptions(agent, 'agent-1');
    await expect.poll(() => lists.at(-1)?.get('agentId')).toBe('agent-1');
    await userEvent.selectOptions(screen.getByLabelText('Agent'), 'All agents');
    await expect.poll(() => lists.at(-1)?.toString()).toBe('page=1&limit=20&q=asha');
  });

  it('filters by the address, ships the chosen orders with pasted tracking numbers, lists the refused', async () => {
    const orders = [adminOrder(1), adminOrder(2), adminOrder(3)];
    let sent: BulkStatusBody | undefined;
    const lists: URLSearchParams[] = [];
    fakeApi({
      'GET /api/get-all-orders': (request) => {
        lists.push(request.params);
        return { result: orders, page: 1, limit: 20, hasMore: false };
      },
      'GET /api/order-figures': () => ({
        cashToCollect: 0,
        shippedOrders: 0,
        returnedThisMonth: 0,
      }),
      'GET /api/get-all-users': () => agents,
      'POST /api/orders/bulk-status': (request) => {
        sent = request.body as BulkStatusBody;
        return {
          moved: [
            { _id: 'order-1', orderNumber: 'HT-26-000001', status: 'shipped' },
            { _id: 'order-2', orderNumber: 'HT-26-000002', status: 'shipped' },
          ],
          refused: [
            {
              _id: 'order-3',
              orderNumber: 'HT-26-000003',
              status: 'confirmed',
              message: 'Tracking number is required to ship an order',
            },
          ],
        };
      },
    });
    renderWithProviders(<AllOrdersPage />, { route: '/admin-all-orders?pincode=411001' });
    expect(await screen.findByLabelText('Pincode')).toHaveValue('411001');
    expect(lists[0]?.get('pincode')).toBe('411001');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByLabelText('Select every order on this page'));
    expect(screen.getByText('3 orders selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ship selected' }));
    await userEvent.type(screen.getByLabelText('Courier'), 'Delhivery');
    await userEvent.type(
      screen.getByLabelText('Paste tracking numbers (one per line, in the order below)'),
      'DLV1{enter}DLV2',
    );
    expect(screen.getByLabelText('Tracking number for HT-26-000002')).toHaveValue('DLV2');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Moved 2; refused 1.')).toBeInTheDocument();
    expect(sent).toEqual({
      ids: ['order-1', 'order-2', 'order-3'],
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumbers: { 'order-1': 'DLV1', 'order-2': 'DLV2' },
    });
    expect(
      within(screen.getByRole('list', { name: 'Refused orders' })).getByText(
        'HT-26-000003 (Confirmed): Tracking number is required to ship an order',
      ),
    ).toBeInTheDocument();
  });

  it("lists placed orders oldest first with the customer's phone to call, and confirms with a note", async () => {
    let asked: URLSearchParams | undefined;
    let moved: unknown;
    const order = adminOrder(1, { status: 'placed' });
    fakeApi({
      'GET /api/get-all-orders': (request) => {
        asked = request.params;
        return { result: [order], page: 1, limit: 20, hasMore: false };
      },
      'PUT /api/orders/order-1/status': (request) => {
        moved = request.body;
        return { message: 'Order marked as confirmed', order: { ...order, status: 'confirmed' } };
      },
    });
    renderWithProviders(<ToConfirmPage />, { route: '/admin-to-confirm' });
    const call = await screen.findByRole('link', { name: /^Call / });
    expect(call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(asked?.get('status')).toBe('placed');
    expect(asked?.get('sort')).toBe('oldest');
    await userEvent.type(screen.getByLabelText('Note for HT-26-000001'), 'Called, wants it');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm HT-26-000001' }));
    await expect.poll(() => moved).toEqual({ status: 'confirmed', note: 'Called, wants it' });
  });
});
