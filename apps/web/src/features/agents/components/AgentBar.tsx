import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/Logo';
import { useLogout } from '../../../lib/use-logout';

const LINKS = [
  { to: '/agent-add-users', label: 'Add users' },
  { to: '/agent-users', label: 'My users' },
  { to: '/agent-products', label: 'Products' },
  { to: '/', label: 'Home' },
] as const;

const linkClass =
  'block shrink-0 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

function Links({ className }: { className: string }) {
  return (
    <nav aria-label="Agent dashboard" className={className}>
      <ul className="flex items-center gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The agent dashboard bar (spec 2), shown instead of the public bar on agent paths. On a phone
 * the links take a second row of their own (scrolling sideways if they must), and a spacer
 * keeps the page below it.
 */
export function AgentBar() {
  const logout = useLogout();
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/95 shadow-xs backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Link to="/" aria-label="Haat home" className="shrink-0 rounded-lg">
            <Logo />
          </Link>
          <Links className="ml-4 hidden md:block" />
          <button
            type="button"
            onClick={() => void logout()}
            className="ml-auto shrink-0 rounded-full px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100"
          >
            Sign out
          </button>
        </div>
        <Links className="h-12 overflow-x-auto border-t border-ink-100 px-2 py-1.5 md:hidden" />
      </header>
      <div aria-hidden="true" className="h-12 md:hidden" />
    </>
  );
}
