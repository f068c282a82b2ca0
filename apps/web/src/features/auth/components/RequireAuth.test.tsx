import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { makeUser } from '../../../testing/factories';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { authRoutes } from '../routes';
import { RequireAuth } from './RequireAuth';

const routes = [
  { path: '/', element: <p>Home page</p> },
  {
    Component: RequireAuth,
    children: [
      { path: '/cart', element: <p>Cart page</p> },
      { path: '/my-orders', element: <p>My orders page</p> },
    ],
  },
  ...authRoutes,
];

describe('RequireAuth (docs/product.md, Pages: /cart, /place-order, /my-orders need a session)', () => {
  it('shows the page to a signed-in user', async () => {
    renderRoutes(routes, { route: '/cart', user: makeUser() });
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('sends a visitor to /sign-in, remembering the page and its query', async () => {
    const { router } = renderRoutes(routes, { route: '/my-orders?page=2' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?redirect=%2Fmy-orders%3Fpage%3D2');
    expect(screen.queryByText('My orders page')).not.toBeInTheDocument();
  });

  it('brings the visitor back after signing in', async () => {
    fakeApi({ 'POST /api/sign-in': () => makeUser() });
    const { router } = renderRoutes(routes, { route: '/cart' });

    await userEvent.type(await screen.findByLabelText('Email or phone number'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('leaves the page when the session ends', async () => {
    const { queryClient, router } = renderRoutes(routes, { route: '/cart', user: makeUser() });
    await screen.findByText('Cart page');

    act(() => endSession(queryClient));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument();
  });
});
