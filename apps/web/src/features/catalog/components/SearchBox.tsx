import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldClass } from './styles';

/** How long typing must pause before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (from the page's URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** The 'Search products' box: the list follows once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed by itself (Back, a link): show its search, unless it is what we sent.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = window.setTimeout(() => {
      // Enter may have sent it already.
      if (wanted === sent.current) return;
      sent.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    sent.current = wanted;
    onSearch(wanted);
  }

  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 flex-1">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search products`}
        aria-label={t`Search products`}
        enterKeyHint="search"
        maxLength={100}
        className={`${fieldClass} pl-11`}
      />
    </form>
  );
}
