import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';

interface TopBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Where the logo leads, and the logo link's accessible name. */
  homeTo: string;
  homeLabel: string;
  /** What follows the logo in the bar's row. */
  children: ReactNode;
  /** What hangs below the row: a folded menu, or a second row of links. */
  below?: ReactNode;
}

/** The bar fixed at the top of the screen: the logo, then the row the caller fills. */
export function TopBar({
  homeTo,
  homeLabel,
  children,
  below,
  className = '',
  ...header
}: TopBarProps) {
  return (
    <header {...header} className={`fixed inset-x-0 top-0 z-40 border-b ${className}`}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={homeTo} aria-label={homeLabel} className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        {children}
      </div>
      {below}
    </header>
  );
}
