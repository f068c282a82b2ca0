import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/factories';
import { renderWithProviders } from '../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows brand, tagline and a copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T10:00:00Z'));
    renderWithProviders(<Footer />);

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Haat');
    expect(footer).toHaveTextContent('Your one-stop shop for quality products');
    expect(footer).toHaveTextContent('© 2031 Haat. All rights reserved.');
  });

  it('hides the quick links from visitors', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('navigation', { name: 'Quick Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Home, My orders and Cart quick links when signed in', () => {
    renderWithProviders(<Footer />, { user: makeUser() });
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(quickLinks).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-orders');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });
});
