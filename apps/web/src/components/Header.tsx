import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { HEADER_SCROLL_THRESHOLD_PX, type SessionUser } from '@haat/contracts';
import { useCartCount } from '../lib/cart';
import { useFoldingMenu } from '../lib/use-folding-menu';
import { useScrolled } from '../lib/use-scrolled';
import { useCurrentUser } from '../lib/session';
import { LogoutButton } from './LogoutButton';
import { MenuPanel } from './MenuPanel';
import { MenuToggle } from './MenuToggle';
import { NavLinkList } from './NavLinkList';
import { TopBar } from './TopBar';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { CartIcon } from './icons/CartIcon';
import { barLinkClass, menuLinkClass, quietBarButtonClass } from './styles';

interface NavItem {
  to: string;
  label: string;
  /** Shown in the collapsible menu only; wide screens have the cart icon instead. */
  smallScreensOnly?: boolean;
}

function navItemsFor(user: SessionUser, i18n: I18n): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: i18n._(msg`Home`) },
    { to: '/my-orders', label: i18n._(msg`My-Orders`) },
    // docs/product.md, "My account": for every role.
    { to: '/my-account', label: i18n._(msg`My Account`) },
    { to: '/cart', label: i18n._(msg`Cart`), smallScreensOnly: true },
  ];
  // The admin's screens stay English (issue 30); the agent's are translated.
  if (user.role === 'Admin') items.push({ to: '/admin', label: 'Dashboard' });
  if (user.role === 'Agent') {
    items.push({ to: '/agent-add-users', label: i18n._(msg`Agent-Dashboard`) });
  }
  return items;
}

// Colours and shape only: each use adds its display (`hidden md:inline-flex`) and size.
const primaryButton =
  'items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';
const barButtonSize = 'px-5 py-2';
const menuButtonSize = 'w-full py-3';

/** The public navigation bar (docs/product.md, "Header and footer"). */
export function Header() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const cartCount = useCartCount();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const menu = useFoldingMenu('header-menu', t`Menu`);
  const navItems = user ? navItemsFor(user, i18n) : [];

  return (
    <TopBar
      homeTo="/"
      homeLabel={t`Haat home`}
      data-scrolled={scrolled}
      // More transparent past 50 px (docs/product.md, "Header and footer"), so the page shows
      // through: a light blur only,
      // or the bar looks as white as before (docs/decisions/145-storefront-polish.md).
      className={`transition-[background-color,box-shadow] duration-300 ${
        scrolled
          ? 'border-ink-200/70 bg-white/60 shadow-sm backdrop-blur-[2px]'
          : 'border-transparent bg-white'
      }`}
      below={
        <MenuPanel menu={menu} className="md:hidden">
          {user ? (
            <>
              <NavLinkList
                links={navItems}
                className="flex flex-col gap-1"
                linkClassName={menuLinkClass}
              />
              <LogoutButton className={`mt-3 flex ${menuButtonSize}`} />
            </>
          ) : (
            <div className="flex flex-col gap-2 pt-2">
              <Link to="/sign-up" className={`flex ${menuButtonSize} ${primaryButton}`}>
                <Trans>SignUp</Trans>
              </Link>
              <Link to="/sign-in" className={`flex ${menuButtonSize} ${quietBarButtonClass}`}>
                <Trans>SignIn</Trans>
              </Link>
            </div>
          )}
        </MenuPanel>
      }
    >
      {user && (
        <nav aria-label={t`Main`} className="ml-4 hidden md:block">
          <NavLinkList
            links={navItems.filter((item) => !item.smallScreensOnly)}
            className="flex items-center gap-1"
            linkClassName={barLinkClass}
          />
        </nav>
      )}

      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        {user && (
          <>
            <p className="max-w-[8.5rem] truncate text-sm font-medium text-ink-700 sm:max-w-xs">
              <Trans>Hello, {user.firstName}</Trans>
            </p>
            <Link
              to="/cart"
              aria-label={t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`}
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
            <LogoutButton className={`hidden md:inline-flex ${barButtonSize}`} />
          </>
        )}
        {/* The Login button (docs/product.md, "Header and footer"), on phones too: one tap,
            not two through the menu. */}
        {!user && (
          <Link to="/sign-in" className={`inline-flex px-4 py-2 md:px-5 ${primaryButton}`}>
            <Trans>Login</Trans>
          </Link>
        )}
        <LanguageSwitch />
        <MenuToggle menu={menu} className="md:hidden" />
      </div>
    </TopBar>
  );
}
