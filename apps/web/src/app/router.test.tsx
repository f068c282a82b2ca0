import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/factories';
import { renderRoutes } from '../testing/render';
import { matchRoutes } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { ADMIN_PATHS, AGENT_PATHS, routes, routesEndingAt } from './router';
import { pathsOf } from './routes-loaded-later';
import { adminRoutes } from '../features/admin/routes';
import { adminAgentRoutes, agentRoutes } from '../features/agents/routes';

describe('app routes', () => {
  it('shows the home page inside the header and footer at /', async () => {
    renderRoutes(routes, { route: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Haat' })).toBeInTheDocument();
    expect(
      screen.getByText('Your one-stop shop for quality products', { selector: 'main p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop all products/ })).toHaveAttribute(
      'href',
      '/products-details',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows "Unexpected Application Error!" for an unknown route, keeping the frame', async () => {
    renderRoutes(routes, { route: '/no-such-page' });

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We could not find the page you asked for.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = renderRoutes(routes, { route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate('/another-page'));

    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it.each(['/cart', '/place-order', '/my-orders'])(
    'sends a visitor at %s to /sign-in',
    async (path) => {
      const { router } = renderRoutes(routes, { route: path });

      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    },
  );

  it.each(['/agent-add-users', '/agent-users', '/agent-user-details', '/agent-products'])(
    'sends a visitor at %s to / (agent routes, docs/product.md, Roles and permissions)',
    async (path) => {
      const { router } = renderRoutes(routes, { route: path });

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('shows an Admin the admin bar on /admin, and the public bar on an admin path nothing answers', async () => {
    const admin = makeUser({ role: 'Admin', firstName: 'Admin' });
    const { router } = renderRoutes(routes, { route: '/admin', user: admin });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText('Hello, Admin')).not.toBeInTheDocument();

    await act(() => router.navigate('/admin-no-such-screen'));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hello, Admin')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends a customer at /admin to /', async () => {
    const { router } = renderRoutes(routes, { route: '/admin', user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  // docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md: the entry lists the paths, the
  // features' tables load with their first page; a screen added to a table must be listed too.
  it('lists every admin and agent screen of the features’ tables, and nothing else', () => {
    expect([...ADMIN_PATHS].sort()).toEqual(pathsOf([...adminRoutes, ...adminAgentRoutes]).sort());
    expect([...AGENT_PATHS].sort()).toEqual(pathsOf(agentRoutes).sort());
  });

  it('cuts the routes down to the branches of the pages asked for, matching them the same', () => {
    const kept = routesEndingAt([ROUTES.home, ROUTES.product]);
    const leaves = (matches: ReturnType<typeof matchRoutes>) =>
      matches?.map((match) => [match.route.path, match.route.Component, match.params]);
    for (const path of ['/', '/product/abc']) {
      expect(leaves(matchRoutes(kept, path))).toEqual(leaves(matchRoutes(routes, path)));
    }
    expect(matchRoutes(kept, '/products-details')).toBeNull();
    expect(matchRoutes(kept, '/sign-in')).toBeNull();
    expect(matchRoutes(routes, '/sign-in')).not.toBeNull();
  });
});
