import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX, type SessionUser } from '@haat/contracts';
import { selectCartCount } from '../lib/cart-count-slice';
import { useLogout } from '../lib/use-logout';
import { useScrolled } from '../lib/use-scrolled';
import { selectCurrentUser } from '../lib/user-slice';
import { Logo } from './Logo';
import { CartIcon } from './icons/CartIcon';
import { MenuIcon } from './icons/MenuIcon';

const MENU_ID = 'header-menu';

interface NavItem {
  to: string;
  label: string;
  /** Shown in the collapsible menu only; wide screens have the cart icon instead. */
  smallScreensOnly?: boolean;
}

function navItemsFor(user: SessionUser): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/my-orders', label: 'My-Orders' },
    { to: '/cart', label: 'Cart', smallScreensOnly: true },
  ];
  if (user.role === 'Admin') items.push({ to: '/admin', label: 'Dashboard' });
  if (user.role === 'Agent') items.push({ to: '/agent-add-users', label: 'Agent-Dashboard' });
  return items;
}

const barLink =
  'rounded-full px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
const menuLink =
  'block rounded-xl px-4 py-3 text-base font-semibold text-ink-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
// Colours and shape only: each use adds its display (`hidden md:inline-flex`) and size.
const primaryButton =
  'items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';
const quietButton =
  'items-center justify-center rounded-full text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100';
const barButtonSize = 'px-5 py-2';
const menuButtonSize = 'w-full py-3';

/** The public navigation bar (spec 2, 'Header and footer'). */
export function Header() {
  const user = useSelector(selectCurrentUser);
  const cartCount = useSelector(selectCartCount);
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const logout = useLogout();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu belongs to the location it was opened at, so any navigation closes it.
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

  const navItems = user ? navItemsFor(user) : [];

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow] duration-300 ${
        scrolled
          ? 'border-ink-200/70 bg-white/70 shadow-sm backdrop-blur-md'
          : 'border-transparent bg-white/95'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" aria-label="Haat home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>

        {user && (
          <nav aria-label="Main" className="ml-4 hidden md:block">
            <ul className="flex items-center gap-1">
              {navItems
                .filter((item) => !item.smallScreensOnly)
                .map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={barLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {user && (
            <>
              <p className="max-w-[8.5rem] truncate text-sm font-medium text-ink-700 sm:max-w-xs">
                Hello, {user.firstName}
              </p>
              <Link
                to="/cart"
                aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
                className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 hover:bg-brand-50"
              >
                <CartIcon className="size-6" />
                <span
                  aria-hidden="true"
                  className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
                >
                  {cartCount}
                </span>
              </Link>
              <button
                type="button"
                onClick={() => void logout()}
                className={`hidden md:inline-flex ${barButtonSize} ${quietButton}`}
              >
                Logout
              </button>
            </>
          )}
          {!user && (
            <Link
              to="/sign-in"
              className={`hidden md:inline-flex ${barButtonSize} ${primaryButton}`}
            >
              Login
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 md:hidden"
          >
            <MenuIcon open={menuOpen} className="size-6" />
          </button>
        </div>
      </div>

      <nav
        id={MENU_ID}
        aria-label="Menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
      >
        {user ? (
          <>
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={menuLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => void logout()}
              className={`mt-3 flex ${menuButtonSize} ${quietButton}`}
            >
              Logout
            </button>
          </>
        ) : (
          <div className="flex flex-col gap-2 pt-2">
            <Link to="/sign-up" className={`flex ${menuButtonSize} ${primaryButton}`}>
              SignUp
            </Link>
            <Link to="/sign-in" className={`flex ${menuButtonSize} ${quietButton}`}>
              SignIn
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}
