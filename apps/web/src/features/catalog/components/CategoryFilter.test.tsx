import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '../../../testing/render-in-english';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserDoubles } from '../testing/browser-doubles';
import { CategoryFilter } from './CategoryFilter';

const categories = ["Men's Clothing", "Women's Clothing", 'Footwear', 'Electronics'];

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <CategoryFilter
      categories={categories}
      value={value}
      onChange={(next) => {
        setValue(next ?? '');
        onChange(next);
      }}
    />
  );
}

function setup() {
  const onChange = vi.fn<(value: string | null) => void>();
  render(<Controlled onChange={onChange} />);
  const combobox = screen.getByRole('combobox', { name: 'Filter by category' });
  return { onChange, combobox };
}

describe('CategoryFilter', () => {
  beforeEach(() => installBrowserDoubles());

  it("reads 'Filter by category' while nothing is chosen, with the list closed", () => {
    const { combobox } = setup();
    expect(combobox).toHaveTextContent('Filter by category');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("lists 'All Category' first, then every category", async () => {
    const { combobox } = setup();
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All Category', ...categories]);
  });

  it('closes after a choice and shows the chosen category', async () => {
    const { combobox, onChange } = setup();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Footwear' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith('Footwear');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Footwear');
    expect(combobox).toHaveFocus();
  });

  it("clears the filter with 'All Category'", async () => {
    const { combobox, onChange } = setup();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Electronics' }));
    await userEvent.click(combobox);
    expect(screen.getByRole('option', { name: 'Electronics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'All Category' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox).toHaveTextContent('Filter by category');
  });

  it('works from the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const { combobox, onChange } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant')!);
    expect(active()).toHaveTextContent('All Category');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent("Women's Clothing");
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith("Women's Clothing");
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    expect(active()).toHaveTextContent('Electronics');
    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('jumps to a category by typing its first letters', async () => {
    const { combobox, onChange } = setup();
    combobox.focus();
    await userEvent.keyboard('fo');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Footwear');
  });

  it('closes without choosing when focus leaves', async () => {
    const { combobox, onChange } = setup();
    await userEvent.click(combobox);
    await userEvent.click(document.body);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
