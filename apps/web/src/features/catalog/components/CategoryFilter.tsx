import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldClass } from './styles';

/** Smaller text on a phone, so 'Filter by category' fits beside the search box. */
const triggerClass = fieldClass.replace('px-4 text-base', 'px-2.5 text-sm sm:px-4 sm:text-base');

const TYPEAHEAD_RESET_MS = 500;
const PAGE_JUMP = 10;

interface CategoryFilterProps {
  /** Category names, as the server lists them. */
  categories: readonly string[];
  /** The chosen category, or '' for none. */
  value: string;
  onChange: (category: string | null) => void;
}

interface Option {
  value: string | null;
  label: string;
}

/**
 * The category dropdown (docs/product.md, "Home"), built as the WAI-ARIA select-only combobox: it
 * reads 'Filter by category' until a category is chosen, 'All Category' clears the choice, the list
 * scrolls and closes after a choice. Keys: arrows, Home, End, Page Up/Down, Enter, Space, Escape,
 * typing.
 */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useLingui();
  const ALL_CATEGORY = t`All Category`;
  const PLACEHOLDER = t`Filter by category`;
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const comboRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typeahead = useRef({ text: '', at: 0 });

  const options: Option[] = [
    { value: null, label: ALL_CATEGORY },
    ...categories.map((name) => ({ value: name, label: name })),
  ];
  const selected = value ? options.findIndex((option) => option.value === value) : 0;
  const last = options.length - 1;

  const activeId = open ? optionId(active) : undefined;

  // The list scrolls to keep the active option in sight.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function show(at: number) {
    setActive(Math.min(Math.max(at, 0), last));
    setOpen(true);
  }

  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    comboRef.current?.focus();
    if (option && option.value !== (value || null)) onChange(option.value);
  }

  function findByTyping(key: string): number | undefined {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? key : state.text + key;
    state.at = now;
    const wanted = state.text.toLowerCase();
    const start = open ? active : Math.max(selected, 0);
    // A repeated letter steps through the options that start with it.
    const from = state.text.length === 1 ? start + 1 : start;
    for (let step = 0; step < options.length; step += 1) {
      const index = (from + step) % options.length;
      if (options[index]?.label.toLowerCase().startsWith(wanted)) return index;
    }
    return undefined;
  }

  function onKeyDown(event: KeyboardEvent) {
    const { key } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const found = findByTyping(key);
      if (found !== undefined) show(found);
      else if (!open) show(Math.max(selected, 0));
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        if (key === 'Home') show(0);
        else if (key === 'End') show(last);
        else show(Math.max(selected, 0));
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: last,
      PageDown: active + PAGE_JUMP,
      PageUp: active - PAGE_JUMP,
    };
    if (key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      choose(active);
    } else if (key in moves) {
      event.preventDefault();
      show(moves[key]!);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      setOpen(false);
    }
  }

  // A category from the URL shows even before (or without) the list of names.
  const chosen = value || undefined;

  return (
    <div className="relative w-[10.75rem] shrink-0 sm:w-64">
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        aria-label={PLACEHOLDER}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        onClick={() => (open ? setOpen(false) : show(Math.max(selected, 0)))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={`${triggerClass} flex cursor-pointer items-center justify-between gap-1 select-none sm:gap-2`}
      >
        <span className={`truncate ${chosen ? 'font-semibold text-ink-900' : 'text-ink-600'}`}>
          {chosen ?? PLACEHOLDER}
        </span>
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className={`size-5 shrink-0 text-ink-600 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Categories`}
        hidden={!open}
        // Keep focus on the combobox while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 z-30 mt-2 max-h-72 w-64 max-w-[calc(100vw-2rem)] sm:inset-x-0 sm:w-auto overflow-y-auto overscroll-contain rounded-xl bg-white py-1.5 shadow-xl ring-1 ring-ink-200"
      >
        {options.map((option, index) => (
          <li
            key={option.value ?? ''}
            id={optionId(index)}
            role="option"
            aria-selected={index === Math.max(selected, 0)}
            onClick={() => choose(index)}
            onMouseMove={() => index !== active && setActive(index)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-base ${
              index === active ? 'bg-brand-50 text-brand-900' : 'text-ink-800'
            } aria-selected:font-semibold`}
          >
            <span className="truncate">{option.label}</span>
            {index === Math.max(selected, 0) && (
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
