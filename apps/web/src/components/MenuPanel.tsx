import type { ReactNode } from 'react';
import type { FoldingMenu } from '../lib/use-folding-menu';

interface MenuPanelProps {
  menu: FoldingMenu;
  /** Where it may show: the screens on which the bar folds. */
  className: string;
  children: ReactNode;
}

/** A top bar's folded menu: below the bar, scrolling if it is taller than the screen. */
export function MenuPanel({ menu, className, children }: MenuPanelProps) {
  return (
    <nav
      id={menu.id}
      aria-label={menu.label}
      hidden={!menu.open}
      className={`max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-200 bg-white px-4 pt-2 pb-4 shadow-lg ${className}`}
    >
      {children}
    </nav>
  );
}
