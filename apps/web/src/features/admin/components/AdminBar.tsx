import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../../components/Logo';
import { MenuIcon } from '../../../components/icons/MenuIcon';
import { useLogout } from '../../../lib/use-logout';

const MENU_ID = 'admin-menu';

/** Spec 2, 'Admin dashboard frame': the admin's top bar. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Users' },
  { to: '/admin-my-agents', label: 'Agents' },
  { to: '/admin-add-category', label: 'Add-Category' },
  { to: '/admin-all-products', label: 'Products' },
  { to: '/admin-all-orders', label: 'All-Orders' },
  { to: '/admin-shipped-orders', label: 'Shipped-orders' },
  { to: '/', label: 'Home' },
] as const;

const barLink =
  'rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
const menuLink =
  'block rounded-xl px-4 py-3 text-base font-semibold text-ink-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
const signOutClass =
  'items-center justify-center rounded-full text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';

/**
 * The admin bar: every dashboard screen, Home and Sign out. From 1024 px it is one row; below,
 * the links fold into a menu, as the public header's do.
 */
export function AdminBar() {
  const logout = useLogout();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/95 shadow-xs backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to="/admin" aria-label="Haat dashboard" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Admin" className="ml-2 hidden min-w-0 lg:block">
          <ul className="flex items-center gap-0.5">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={barLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          onClick={() => void logout()}
          className={`ml-auto hidden px-5 py-2 lg:inline-flex ${signOutClass}`}
        >
          Sign out
        </button>
        <button
          ref={toggleRef}
          type="button"
          aria-label="Admin menu"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          className="ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
        >
          <MenuIcon open={menuOpen} className="size-6" />
        </button>
      </div>
      <nav
        id={MENU_ID}
        aria-label="Admin menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden"
      >
        <ul className="grid grid-cols-2 gap-1">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={menuLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void logout()}
          className={`mt-3 flex w-full py-3 ${signOutClass}`}
        >
          Sign out
        </button>
      </nav>
    </header>
  );
}
