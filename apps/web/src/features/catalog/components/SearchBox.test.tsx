import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '../../../testing/render-in-english';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const user = (delay = 0) =>
    userEvent.setup({ delay, advanceTimers: vi.advanceTimersByTime.bind(vi) });

  it("has the placeholder 'Search products'", () => {
    render(<SearchBox value="" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search products',
    );
  });

  it('searches once typing pauses, with the whole text', async () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    await user(50).type(screen.getByRole('searchbox'), 'saree');
    expect(onSearch).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('saree');
  });

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    await user().type(screen.getByRole('searchbox'), ' kurta {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('kurta');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search that arrives from the address (Back, a link)', () => {
    const { rerender } = render(<SearchBox value="saree" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveValue('saree');
    rerender(<SearchBox value="" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
