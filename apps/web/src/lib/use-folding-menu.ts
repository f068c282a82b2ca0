import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The state of a bar's folded menu, shared by its toggle and its panel. */
export interface FoldingMenu {
  /** The panel's id, which the toggle controls. */
  id: string;
  /** The accessible name of both the toggle and the panel. */
  label: string;
  open: boolean;
  toggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu a top bar folds its links into on small screens. It belongs to the location it was
 * opened at, so any navigation closes it; Escape closes it and gives focus back to the toggle.
 */
export function useFoldingMenu(id: string, label: string): FoldingMenu {
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return { id, label, open, toggle: () => setOpenAt(open ? null : location.key), toggleRef };
}
