import { LogoutButton } from '../../../components/LogoutButton';
import { MenuPanel } from '../../../components/MenuPanel';
import { MenuToggle } from '../../../components/MenuToggle';
import { NavLinkList } from '../../../components/NavLinkList';
import { TopBar } from '../../../components/TopBar';
import { barLinkClass, menuLinkClass } from '../../../components/styles';
import { useFoldingMenu } from '../../../lib/use-folding-menu';

/** docs/product.md, "Admin dashboard": the admin's top bar. */
const ADMIN_LINKS = [
  // docs/product.md, "Admin: dashboard": the business at a glance comes first.
  { to: '/admin-dashboard', label: 'Dashboard' },
  { to: '/admin', label: 'Users' },
  { to: '/admin-my-agents', label: 'Agents' },
  { to: '/admin-add-category', label: 'Add-Category' },
  { to: '/admin-all-products', label: 'Products' },
  { to: '/admin-all-orders', label: 'All-Orders' },
  { to: '/admin-to-confirm', label: 'To-confirm' },
  { to: '/admin-shipped-orders', label: 'Shipped-orders' },
  { to: '/admin-remittances', label: 'Remittances' },
  { to: '/admin-cod-pincodes', label: 'COD-pincodes' },
  { to: '/admin-settings', label: 'Settings' },
  // docs/product.md, "My account": for every role; it opens under the public bar, whose
  // Dashboard link leads back here.
  { to: '/my-account', label: 'My Account' },
  { to: '/', label: 'Home' },
] as const;

/**
 * The admin bar: every dashboard screen, My Account, Home and Logout. From 1024 px it is one row; below,
 * the links fold into a menu, as the public header's do.
 */
export function AdminBar() {
  const menu = useFoldingMenu('admin-menu', 'Admin menu');

  return (
    <TopBar
      homeTo="/admin"
      homeLabel="Haat dashboard"
      className="border-ink-200/70 bg-white/95 shadow-xs backdrop-blur-md"
      below={
        <MenuPanel menu={menu} className="lg:hidden">
          <NavLinkList
            links={ADMIN_LINKS}
            className="grid grid-cols-2 gap-1"
            linkClassName={menuLinkClass}
          />
          <LogoutButton className="mt-3 flex w-full py-3" />
        </MenuPanel>
      }
    >
      <nav aria-label="Admin" className="ml-2 hidden min-w-0 flex-1 overflow-x-auto lg:block">
        <NavLinkList
          links={ADMIN_LINKS}
          className="flex items-center gap-0.5"
          linkClassName={barLinkClass}
        />
      </nav>
      <LogoutButton className="ml-auto hidden shrink-0 px-5 py-2 lg:inline-flex" />
      <MenuToggle menu={menu} className="ml-auto lg:hidden" />
    </TopBar>
  );
}
