import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { renderRoutes } from '../../../testing/render';
import { AdminLayout } from './AdminLayout';

const routes = [
  { path: '/', element: <p>Home page</p> },
  {
    Component: AdminLayout,
    children: [{ path: 'admin', element: <p>Users screen</p> }],
  },
];

describe('AdminLayout', () => {
  it.each([
    ['a visitor', null],
    ['a customer', makeUser({ role: 'Customer' })],
    ['an agent', makeUser({ role: 'Agent' })],
  ])('sends %s to /', async (_who, user) => {
    const { router } = renderRoutes(routes, { route: '/admin', user });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Users screen')).not.toBeInTheDocument();
  });

  it('shows an Admin the admin bar, Back, Home and the Dashboard heading around the screen', () => {
    renderRoutes(routes, { route: '/admin', user: makeUser({ role: 'Admin' }) });
    expect(screen.getByText('Users screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Admin' });
    const shop = screen.getByRole('navigation', { name: 'People and shop' });
    const names = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
    // The dashboard comes first (docs/product.md, "Admin: dashboard"); /admin stays Users. The
    // links sit in labelled groups (docs/decisions/218-admin-bar-in-groups.md).
    expect(names(bar)).toEqual([
      'Dashboard',
      'All-Orders',
      'To-confirm',
      'Shipped-orders',
      'Remittances',
      'COD-pincodes',
      'Add-Category',
      'Products',
    ]);
    expect(names(shop)).toEqual(['Users', 'Agents', 'Settings', 'My Account', 'Home']);
    expect(names(within(bar).getByRole('group', { name: 'Orders' }))).toEqual([
      'All-Orders',
      'To-confirm',
      'Shipped-orders',
      'Remittances',
      'COD-pincodes',
    ]);
    for (const name of ['Overview', 'Catalogue']) {
      expect(within(bar).getByRole('group', { name })).toBeInTheDocument();
    }
    for (const name of ['People', 'Shop']) {
      expect(within(shop).getByRole('group', { name })).toBeInTheDocument();
    }
    expect(within(shop).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
