import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ScrollMemory } from './ScrollMemory';

/** jsdom does not scroll: this page remembers where it was asked to go. */
function fakeScrolling() {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  const scrollTo = vi.fn((_x: number, to: number) => {
    y = to;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return {
    scrollTo,
    get y() {
      return y;
    },
    /** The shopper scrolls to `to`. */
    async scroll(to: number) {
      y = to;
      fireEvent.scroll(window);
      await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollTo = () => {};
});

describe('ScrollMemory', () => {
  it('starts a new page at the top and returns to the place on Back', async () => {
    const page = fakeScrolling();
    const { router } = renderWithProviders(<ScrollMemory />, { route: '/products-details' });
    await page.scroll(1800);

    await act(() => router.navigate('/product/kurti'));
    expect(page.y).toBe(0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/products-details');
    expect(page.y).toBe(1800);
  });

  it('keeps the place when only the search or category changes', async () => {
    const page = fakeScrolling();
    const { router } = renderWithProviders(<ScrollMemory />, { route: '/products-details' });
    await page.scroll(600);
    page.scrollTo.mockClear();
    await act(() => router.navigate('/products-details?category=Footwear'));
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(page.y).toBe(600);
  });

  it('leaves a page the shopper scrolled before the app ran where they scrolled it', async () => {
    const page = fakeScrolling();
    page.scrollTo(0, 700);
    page.scrollTo.mockClear();
    renderWithProviders(<ScrollMemory />, { route: '/products-details' });
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(page.y).toBe(700);
  });
});
