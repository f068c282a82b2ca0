import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders } from '../testing/render';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('is headed "Unexpected Application Error!" and offers a way home', () => {
    renderWithProviders(<ErrorScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We could not find the page you asked for.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('catches a failing route as the router error element', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    // React and the router report the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not find the page you asked for.')).not.toBeInTheDocument();
  });
});
