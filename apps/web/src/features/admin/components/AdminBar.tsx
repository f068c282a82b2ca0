import { LogoutButton } from '../../../components/LogoutButton';
import { MenuPanel } from '../../../components/MenuPanel';
import { MenuToggle } from '../../../components/MenuToggle';
import { NavLinkList } from '../../../components/NavLinkList';
import { TopBar } from '../../../components/TopBar';
import { barLinkClass, menuLinkClass } from '../../../components/styles';
import { useFoldingMenu } from '../../../lib/use-folding-menu';

/**
 * docs/product.md, "Admin dashboard": the admin's top bar, its links in a few labelled groups
 * (docs/decisions/218-admin-bar-in-groups.md). Every link keeps its name and route.
 */
const DESK_GROUPS = [
  // docs/product.md, "Admin: dashboard": the business at a glance comes first.
  { label: 'Overview', links: [{ to: '/admin-dashboard', label: 'Dashboard' }] },
  {
    label: 'Orders',
    links: [
      { to: '/admin-all-orders', label: 'All-Orders' },
      { to: '/admin-to-confirm', label: 'To-confirm' },
      { to: '/admin-shipped-orders', label: 'Shipped-orders' },
      { to: '/admin-remittances', label: 'Remittances' },
      { to: '/admin-cod-pincodes', label: 'COD-pincodes' },
    ],
  },
  {
    label: 'Catalogue',
    links: [
      { to: '/admin-add-category', label: 'Add-Category' },
      { to: '/admin-all-products', label: 'Products' },
    ],
  },
] as const;

/** The people and the shop's own pages, in the bar's first row from 1280 px. */
const SHOP_GROUPS = [
  {
    label: 'People',
    links: [
      { to: '/admin', label: 'Users' },
      { to: '/admin-my-agents', label: 'Agents' },
    ],
  },
  {
    label: 'Shop',
    links: [
      { to: '/admin-settings', label: 'Settings' },
      // docs/product.md, "My account": for every role; it opens under the public bar, whose
      // Dashboard link leads back here.
      { to: '/my-account', label: 'My Account' },
      { to: '/', label: 'Home' },
    ],
  },
] as const;

/** The groups, each a list named by its label; `where` keeps the two copies' ids apart. */
function LinkGroups({
  groups,
  where,
  className,
  groupClassName,
  labelClassName,
  listClassName,
  linkClassName,
}: {
  groups: readonly { label: string; links: readonly { to: string; label: string }[] }[];
  where: string;
  className: string;
  groupClassName: string;
  labelClassName: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <div className={className}>
      {groups.map((group) => {
        const id = `${where}-${group.label.toLowerCase()}`;
        return (
          <div key={group.label} className={groupClassName}>
            <span id={id} className={labelClassName}>
              {group.label}
            </span>
            <div role="group" aria-labelledby={id}>
              <NavLinkList
                links={group.links}
                className={listClassName}
                linkClassName={linkClassName}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The look of the groups in the bar's rows. */
const barGroupClasses = {
  groupClassName:
    'flex items-center gap-0.5 border-l border-ink-200 pl-2 first:border-l-0 first:pl-0',
  labelClassName: 'px-1 text-xs font-semibold tracking-wide text-ink-600 uppercase',
  listClassName: 'flex items-center gap-0.5',
  linkClassName: barLinkClass,
};

/**
 * The admin bar: every dashboard screen, My Account, Home and Logout. From 1280 px the groups
 * make a second row under the logo (the admin frame leaves room for it); below, they fold
 * into a menu, as the public header's links do.
 */
export function AdminBar() {
  const menu = useFoldingMenu('admin-menu', 'Admin menu');

  return (
    <TopBar
      homeTo="/admin"
      homeLabel="Haat dashboard"
      className="border-ink-200/70 bg-white/95 shadow-xs backdrop-blur-md"
      below={
        <>
          <nav aria-label="Admin" className="hidden border-t border-ink-200/70 xl:block">
            <LinkGroups
              groups={DESK_GROUPS}
              where="admin-bar"
              {...barGroupClasses}
              className="mx-auto flex h-12 max-w-7xl items-center gap-1 px-4 sm:px-6"
            />
          </nav>
          <MenuPanel menu={menu} className="xl:hidden">
            <LinkGroups
              groups={[...DESK_GROUPS, ...SHOP_GROUPS]}
              where="admin-menu"
              className="flex flex-col gap-3"
              groupClassName=""
              labelClassName="block px-4 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase"
              listClassName="grid grid-cols-2 gap-1"
              linkClassName={menuLinkClass}
            />
            <LogoutButton className="mt-3 flex w-full py-3" />
          </MenuPanel>
        </>
      }
    >
      <nav aria-label="People and shop" className="ml-auto hidden xl:block">
        <LinkGroups
          groups={SHOP_GROUPS}
          where="shop-bar"
          {...barGroupClasses}
          className="flex items-center gap-1"
        />
      </nav>
      <LogoutButton className="ml-2 hidden shrink-0 px-5 py-2 xl:inline-flex" />
      <MenuToggle menu={menu} className="ml-auto xl:hidden" />
    </TopBar>
  );
}
