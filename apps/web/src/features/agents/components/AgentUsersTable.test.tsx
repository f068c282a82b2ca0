import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentUserEntry } from '@haat/contracts';
import { renderWithProviders } from '../../../testing/render';
import { AgentUsersTable } from './AgentUsersTable';

const entry: AgentUserEntry = {
  user: {
    _id: 'u-1',
    firstName: 'Lata',
    lastName: 'Devi',
    email: null,
    phone: '9876501234',
    createdAt: '2026-11-23T05:00:00.000Z',
  },
  orders: 2,
  totalAmount: 998,
  totalCommission: 99.8,
};

const detailsPath = (id: string) => `/agent-user-details?userId=${id}`;

describe("'My users' (docs/product.md, Agent dashboard)", () => {
  it("says 'No users found.' when the agent has none", () => {
    renderWithProviders(
      <AgentUsersTable entries={[]} first={1} view="agent" detailsPath={detailsPath} />,
    );
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('shows #, name, phone, order count, Active and the commission with two decimals', () => {
    renderWithProviders(
      <AgentUsersTable entries={[entry]} first={21} view="agent" detailsPath={detailsPath} />,
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      '#',
      'Name',
      'Phone or Email',
      'Total purchase',
      'Status',
      'Earned commission',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['21', 'Lata Devi', '9876501234', '2', 'Active', '₹99.80']);
    expect(within(table).getByRole('link', { name: 'Lata Devi' })).toHaveAttribute(
      'href',
      '/agent-user-details?userId=u-1',
    );
  });

  it('gives the admin the expenditure instead of the status, in ₹', () => {
    renderWithProviders(
      <AgentUsersTable entries={[entry]} first={1} view="admin" detailsPath={detailsPath} />,
    );
    const cells = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1', 'Lata Devi', '9876501234', '2', '₹998', '₹99.80']);
  });

  it("offers the agent 'Place an order' for each customer, in the table and on the card", () => {
    renderWithProviders(
      <AgentUsersTable
        entries={[entry]}
        first={1}
        view="agent"
        detailsPath={detailsPath}
        orderPath={(id) => `/agent-place-order?userId=${id}`}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Place an order for Lata Devi' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/agent-place-order?userId=u-1');
    }
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Order');
  });
});
