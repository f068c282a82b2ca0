import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../testing/fake-api';
import { makeUser } from '../testing/factories';
import { renderWithProviders } from '../testing/render';
import { Header } from './Header';
import { currentUser } from '../lib/session';

function openMenu() {
  return userEvent.click(screen.getByRole('button', { name: 'Menu' }));
}

describe('Header', () => {
  describe('signed out', () => {
    it('shows a Login button and hides greeting, cart and page links', () => {
      renderWithProviders(<Header />);

      expect(screen.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
      expect(screen.queryByText(/Hello,/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My-Orders' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });

    it('opens a menu with SignUp and SignIn on small screens', async () => {
      renderWithProviders(<Header />);
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();

      await openMenu();

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-controls', menu.id);
      expect(within(menu).getByRole('link', { name: 'SignUp' })).toHaveAttribute(
        'href',
        '/sign-up',
      );
      expect(within(menu).getByRole('link', { name: 'SignIn' })).toHaveAttribute(
        'href',
        '/sign-in',
      );
    });

    it('closes the menu on Escape and after following a link', async () => {
      renderWithProviders(<Header />);
      await openMenu();
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      await openMenu();
      await userEvent.click(screen.getByRole('link', { name: 'SignUp' }));
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });

  describe('signed in', () => {
    it('greets the user and shows the cart count, page links and Logout', () => {
      renderWithProviders(<Header />, { user: makeUser({ firstName: 'Asha' }), cartCount: 3 });

      expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
      const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
      expect(cart).toHaveAttribute('href', '/cart');
      expect(cart).toHaveTextContent('3');
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'My-Orders' })).toHaveAttribute('href', '/my-orders');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Agent-Dashboard' })).not.toBeInTheDocument();
    });

    it('lists Cart among the links only in the small-screen menu', async () => {
      renderWithProviders(<Header />, { user: makeUser() });
      expect(screen.queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();

      await openMenu();

      const menu = screen.getByRole('navigation', { name: 'Menu' });
      expect(within(menu).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
      expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: 'SignIn' })).not.toBeInTheDocument();
    });

    it('shows Dashboard to an Admin', () => {
      renderWithProviders(<Header />, { user: makeUser({ role: 'Admin' }) });
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
      expect(screen.queryByRole('link', { name: 'Agent-Dashboard' })).not.toBeInTheDocument();
    });

    it('shows Agent-Dashboard to an Agent', () => {
      renderWithProviders(<Header />, { user: makeUser({ role: 'Agent' }) });
      expect(screen.getByRole('link', { name: 'Agent-Dashboard' })).toHaveAttribute(
        'href',
        '/agent-add-users',
      );
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    });

    it('logs out: goes home, forgets the user and says so', async () => {
      const api = fakeApi({ 'GET /api/logout': () => new Response(null, { status: 200 }) });
      const { router, queryClient } = renderWithProviders(<Header />, {
        route: '/my-orders',
        user: makeUser(),
        cartCount: 2,
        withToasts: true,
      });

      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText('logout Success!')).toBeInTheDocument();
      expect(api.callsTo('GET /api/logout')).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/');
      expect(currentUser(queryClient)).toBeNull();
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    });

    it('stays signed in when logout fails, and only logs it', async () => {
      fakeApi({ 'GET /api/logout': () => errorAnswer(500, 'down') });
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { router, queryClient } = renderWithProviders(<Header />, {
        route: '/my-orders',
        user: makeUser(),
      });

      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      expect(currentUser(queryClient)).not.toBeNull();
      expect(router.state.location.pathname).toBe('/my-orders');
    });
  });

  it('turns more transparent once the page is scrolled past 50 px', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');

    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});
