import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it("names the tab while the page is shown, then gives the shop's title back", () => {
    document.title = 'Haat';
    const view = render(<PageTitle>Cart · Haat</PageTitle>);
    expect(document.title).toBe('Cart · Haat');

    view.rerender(<PageTitle>Checkout · Haat</PageTitle>);
    expect(document.title).toBe('Checkout · Haat');

    view.unmount();
    expect(document.title).toBe('Haat');
  });
});
