import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

describe('Pager', () => {
  it('shows nothing when one page holds everything', () => {
    const { container } = render(
      <Pager page={1} hasMore={false} onPage={vi.fn()} label="Pages of orders" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names the navigation and moves one page either way', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} hasMore onPage={onPage} label="Pages of orders" />);

    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pager).toHaveTextContent('Page 2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} hasMore onPage={vi.fn()} label="Users pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    rerender(<Pager page={3} hasMore={false} onPage={vi.fn()} label="Users pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
