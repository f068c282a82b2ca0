import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ErrorBoundary } from './ErrorBoundary';
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

  it('shows for a page that fails to render, instead of a blank app', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary resetKey="/">
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not find the page you asked for.')).not.toBeInTheDocument();
  });
});
