import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useProductFilter } from './use-product-filter';

function renderFilter(start = '/') {
  let address = '';
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const hook = renderHook(
    () => {
      address = useLocation().search;
      return useProductFilter();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={
            (router ??= createMemoryRouter([{ path: '/', element: children }], {
              initialEntries: [start],
            }))
          }
        />
      ),
    },
  );
  return { ...hook, address: () => address, back: () => router!.navigate(-1) };
}

describe('useProductFilter', () => {
  it('keeps a category chosen while a search from before it is still to be sent', () => {
    const { result, address } = renderFilter('/?search=saree');
    // The search box's pause ends with the handler of the render before the category.
    const setSearchFromBefore = result.current.setSearch;
    act(() => {
      result.current.setCategory('Footwear');
      setSearchFromBefore('');
    });
    expect(address()).toBe('?category=Footwear');
    expect(result.current.category).toBe('Footwear');
  });

  it('starts from the address shown after Back, not from the one it left', async () => {
    const { result, address, back } = renderFilter('/');
    act(() => result.current.setCategory('Footwear'));
    expect(address()).toBe('?category=Footwear');
    await act(back);
    expect(address()).toBe('');
    act(() => result.current.setSearch('kurta'));
    expect(address()).not.toContain('Footwear');
  });
});
