import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from '../lib/show-toast';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('loads no toast library until the first toast, then shows it', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();

    void showToast((toast) => toast.info('Please login to continue shopping'));

    expect(await screen.findByText('Please login to continue shopping')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
